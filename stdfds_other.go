//go:build !unix

package main

// guardClosedStdout does nothing where descriptors are not Unix's.
func guardClosedStdout() {}
