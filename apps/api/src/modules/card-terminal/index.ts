// The public entry of the card-terminal module: card payments on the counter's terminal.

export { terminalRoutes } from './routes.ts';
