// Preloaded (`node --import`) into a server process by supervisor.test.ts: on SIGUSR2 a promise rejects with nothing
// to handle it, as the product photo upload's did before issue 50. Node then ends the process with exit code 1.
process.on('SIGUSR2', () => {
  void Promise.reject(new Error('planted unhandled rejection'));
});
