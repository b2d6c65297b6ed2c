/**
 * Node options of the server process (`npm start`, the benchmarks); forked HTTP processes (API_PROCESSES) inherit
 * them. Without them, under load, V8 lets the heap grow to several times what is live before collecting (the API
 * went from about 220 MB to 420 MB on a repeated availability listing, and stayed there); with them it stays near
 * 185 MB at the same throughput: a young generation of 2 MB semi-spaces (V8's default is 16 MB), and
 * `--optimize-for-size`, which keeps the old generation's growth close to what is live.
 */
export const SERVER_NODE_OPTIONS = ['--max-semi-space-size=2', '--optimize-for-size'];
