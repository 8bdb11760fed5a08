package text

import "testing"

func TestThousands(t *testing.T) {
	for _, tc := range []struct {
		v    uint64
		want string
	}{{0, "0"}, {999, "999"}, {1000, "1,000"}, {33589, "33,589"}, {666090624, "666,090,624"}, {18446744073709551615, "18,446,744,073,709,551,615"}} {
		if got := Thousands(tc.v); got != tc.want {
			t.Errorf("Thousands(%d) = %q, want %q", tc.v, got, tc.want)
		}
	}
}

func TestPlural(t *testing.T) {
	for _, tc := range []struct {
		n    uint64
		want string
	}{{0, "solutions"}, {1, "solution"}, {2, "solutions"}, {92, "solutions"}} {
		if got := Plural(tc.n, "solution"); got != tc.want {
			t.Errorf("Plural(%d) = %q, want %q", tc.n, got, tc.want)
		}
	}
	if got := Plural(1, "unique solution"); got != "unique solution" {
		t.Errorf("Plural(1, unique solution) = %q", got)
	}
}

func TestAmount(t *testing.T) {
	for _, tc := range []struct {
		n    uint64
		want string
	}{{0, "0 moves"}, {1, "1 move"}, {1000, "1,000 moves"}} {
		if got := Amount(tc.n, "move"); got != tc.want {
			t.Errorf("Amount(%d) = %q, want %q", tc.n, got, tc.want)
		}
	}
}

func TestUpperFirst(t *testing.T) {
	for in, want := range map[string]string{
		"row 3, column 1": "Row 3, column 1", "Row 3": "Row 3", "": "", "3 queens": "3 queens",
		"¿la fila 1 es segura?": "¿La fila 1 es segura?", "élan": "Élan", "第 1 行": "第 1 行",
	} {
		if got := UpperFirst(in); got != want {
			t.Errorf("UpperFirst(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestTightenHan(t *testing.T) {
	for in, want := range map[string]string{
		"被 第 0 行第 0 列 的皇后": "被第 0 行第 0 列的皇后", "沿对角线 和 第 1 行": "沿对角线和第 1 行",
		"0 和 2": "0 和 2", "换一道题。 帮助": "换一道题。帮助", "谜题。 在": "谜题。在", "row 0, column 1": "row 0, column 1", " 和 ": " 和 ", "": "",
	} {
		if got := TightenHan(in); got != want {
			t.Errorf("TightenHan(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestCells(t *testing.T) {
	for _, c := range []struct {
		s     string
		cells int
		cut3  string
	}{{"", 0, ""}, {"abcd", 4, "abc"}, {"♛ (0,0)", 7, "♛ ("}, {"空棋盘", 6, "空"}, {"a空b", 4, "a空"}, {"被（0,1）", 9, "被"}} {
		if got := Cells(c.s); got != c.cells {
			t.Errorf("Cells(%q) = %d, want %d", c.s, got, c.cells)
		}
		if got := CutCells(c.s, 3); got != c.cut3 {
			t.Errorf("CutCells(%q, 3) = %q, want %q", c.s, got, c.cut3)
		}
	}
}
