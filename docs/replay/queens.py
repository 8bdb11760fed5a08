#!/usr/bin/env python3
"""N-Queens by plain backtracking, printing every step in the trace format
of nqueens (docs/replay/FORMAT.md), for `nqueens replay --check` to check:

    python3 queens.py 6 | nqueens replay --check -

Rows are filled top down and the columns of a row tried left to right; a
square is checked along its column, then its diagonal, then its
anti-diagonal, and the first queen found attacking it is reported.
"""
import json
import sys


def main():
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 6
    out = sys.stdout
    step = 0

    def emit(kind, **fields):
        nonlocal step
        step += 1
        out.write(json.dumps({"step": step, "kind": kind, **fields}, separators=(",", ":")) + "\n")

    out.write(json.dumps({"kind": "meta", "n": n, "algo": "array"}, separators=(",", ":")) + "\n")
    queens = [None] * n        # queens[r]: the column of row r's queen
    cols = [None] * n          # cols[c]: the row of the queen on column c, or None
    diag = [None] * (2 * n - 1)  # diag[r - c + n - 1]: the same for the "\" diagonals
    anti = [None] * (2 * n - 1)  # anti[r + c]: the same for the "/" anti-diagonals
    solutions = 0

    def solve(row):
        nonlocal solutions
        if row == n:
            solutions += 1
            emit("solution", index=solutions, queens=queens[:])
            return
        for col in range(n):
            emit("try", row=row, col=col)
            lines = (("column", cols[col]), ("diagonal", diag[row - col + n - 1]), ("anti-diagonal", anti[row + col]))
            attacker = next(((line, r) for line, r in lines if r is not None), None)
            if attacker:
                line, r = attacker
                emit("attack", row=row, col=col, by=[r, queens[r]], line=line)
                continue
            emit("place", row=row, col=col)
            queens[row] = col
            cols[col] = diag[row - col + n - 1] = anti[row + col] = row
            solve(row + 1)
            cols[col] = None
            diag[row - col + n - 1] = None
            anti[row + col] = None  # the classic bug: comment out this line (forgets to unmark the anti-diagonal)
            emit("backtrack", row=row, col=col)

    solve(0)
    emit("done", solutions=solutions)


if __name__ == "__main__":
    main()
