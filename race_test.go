//go:build race

package main

// raceEnabled: the tests run under the race detector, whose shadow memory
// multiplies a process's resident size (5–10×, Go's documentation says), so
// a test that bounds memory allows for it.
const raceEnabled = true
