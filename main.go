// Command nqueens shows the N-Queens backtracking search live in the terminal,
// and counts and lists solutions fast from the shell.
package main

import (
	"os"
)

func main() {
	os.Exit(run(os.Args[1:]))
}
