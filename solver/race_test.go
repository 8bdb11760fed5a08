//go:build race

package solver

// raceDetector tells the tests that the race detector is on: it slows
// CPU-bound code about tenfold, so the longest sweeps take a sample then.
const raceDetector = true
