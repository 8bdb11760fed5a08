// Command nqueens shows the N-Queens backtracking search live in the terminal,
// and counts and lists solutions fast from the shell.
package main

import (
	"os"

	"github.com/nqueens/nqueens/cmd"
)

func main() {
	os.Exit(cmd.Run(os.Args[1:]))
}
