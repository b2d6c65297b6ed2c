/**
 * Node options of the server process (`npm start`, the benchmarks). A young generation of 2 MB semi-spaces (V8's
 * default is 16 MB): under load the heap no longer swells by tens of megabytes of short-lived request garbage
 * between scavenges. Forked HTTP processes (API_PROCESSES) inherit them.
 */
export const SERVER_NODE_OPTIONS = ['--max-semi-space-size=2'];
