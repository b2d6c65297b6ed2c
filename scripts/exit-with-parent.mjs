// Preloaded into the API server by scripts/start.mjs (`node --import`): when start.mjs goes away without
// forwarding a signal (for example it was killed with SIGKILL), the IPC channel to it closes and the server
// stops as if it had received SIGTERM, so it never outlives its launcher.
if (process.channel) {
  process.once('disconnect', () => process.kill(process.pid, 'SIGTERM'));
  // the channel must not keep the server alive on its own
  process.channel.unref();
}
