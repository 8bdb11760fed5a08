//go:build !unix

package cmd

// guardClosedStdout does nothing where descriptors are not Unix's.
func guardClosedStdout() {}
