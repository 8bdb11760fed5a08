/* N-Queens by plain backtracking, printing every step in the trace format
 * of nqueens (docs/replay/FORMAT.md), for `nqueens replay --check`:
 *
 *     cc -o queens queens.c && ./queens 6 | nqueens replay --check -
 *
 * Rows are filled top down and the columns of a row tried left to right; a
 * square is checked along its column, then its diagonal, then its
 * anti-diagonal, and the first queen found attacking it is reported. */
#include <stdio.h>
#include <stdlib.h>

#define MAXN 64

static int n, step, solutions;
static int queens[MAXN];                      /* queens[r]: the column of row r's queen */
static int cols[MAXN];                        /* cols[c]: 1 + the row of the queen on column c, 0 if none */
static int diag[2 * MAXN - 1], anti[2 * MAXN - 1]; /* the same for r-c+n-1 and r+c */

static void square(const char *kind, int row, int col) {
	printf("{\"step\":%d,\"kind\":\"%s\",\"row\":%d,\"col\":%d}\n", ++step, kind, row, col);
}

static void solve(int row) {
	if (row == n) {
		printf("{\"step\":%d,\"kind\":\"solution\",\"index\":%d,\"queens\":[", ++step, ++solutions);
		for (int r = 0; r < n; r++)
			printf(r ? ",%d" : "%d", queens[r]);
		printf("]}\n");
		return;
	}
	for (int col = 0; col < n; col++) {
		square("try", row, col);
		int owner[3] = {cols[col], diag[row - col + n - 1], anti[row + col]};
		const char *line[3] = {"column", "diagonal", "anti-diagonal"};
		int attacked = 0;
		for (int i = 0; i < 3 && !attacked; i++) {
			if (owner[i]) {
				int r = owner[i] - 1;
				printf("{\"step\":%d,\"kind\":\"attack\",\"row\":%d,\"col\":%d,\"by\":[%d,%d],\"line\":\"%s\"}\n",
				       ++step, row, col, r, queens[r], line[i]);
				attacked = 1;
			}
		}
		if (attacked)
			continue;
		square("place", row, col);
		queens[row] = col;
		cols[col] = diag[row - col + n - 1] = anti[row + col] = row + 1;
		solve(row + 1);
		cols[col] = 0;
		diag[row - col + n - 1] = 0;
		anti[row + col] = 0; /* the classic bug: comment out this line (forgets to unmark the anti-diagonal) */
		square("backtrack", row, col);
	}
}

int main(int argc, char **argv) {
	n = argc > 1 ? atoi(argv[1]) : 6;
	if (n < 1 || n > MAXN) {
		fprintf(stderr, "N must be from 1 to %d\n", MAXN);
		return 2;
	}
	printf("{\"kind\":\"meta\",\"n\":%d,\"algo\":\"array\"}\n", n);
	solve(0);
	printf("{\"step\":%d,\"kind\":\"done\",\"solutions\":%d}\n", ++step, solutions);
	return 0;
}
