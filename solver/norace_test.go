//go:build !race

package solver

// raceDetector tells the tests that the race detector is on (see
// race_test.go).
const raceDetector = false
