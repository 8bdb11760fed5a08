package main

import (
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"unicode"
)

// TestDocLinks: every link of README.md and of the Markdown pages under
// docs/ to a file of the repository names one that exists, and a link to a
// heading of a Markdown page names one of its headings. The README's text
// moves between it and docs/, and a link left behind would point at
// nothing.
func TestDocLinks(t *testing.T) {
	pages := []string{"README.md"}
	err := filepath.WalkDir("docs", func(path string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() && strings.HasSuffix(path, ".md") {
			pages = append(pages, path)
		}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	checked := 0
	for _, page := range pages {
		text, err := os.ReadFile(page)
		if err != nil {
			t.Fatal(err)
		}
		for _, target := range localLinks(string(text)) {
			checked++
			file, anchor, _ := strings.Cut(target, "#")
			path := page
			if file != "" {
				path = filepath.Join(filepath.Dir(page), file)
			}
			if _, err := os.Stat(path); err != nil {
				t.Errorf("%s links to %s: %v", page, target, err)
				continue
			}
			if anchor == "" || !strings.HasSuffix(path, ".md") {
				continue
			}
			linked, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			if !headingAnchors(string(linked))[anchor] {
				t.Errorf("%s links to %s: %s has no heading #%s", page, target, path, anchor)
			}
		}
	}
	if checked < 20 {
		t.Errorf("only %d local links found in %d pages: is the link pattern still right?", checked, len(pages))
	}
}

var (
	markdownLink = regexp.MustCompile(`\]\(([^)\s]+)\)|<img src="([^"]+)"`)
	codeSpan     = regexp.MustCompile("`[^`]*`")
)

// localLinks returns the targets of a page's links and images outside code
// that are not addresses on the web.
func localLinks(page string) []string {
	var links []string
	fence := false
	for _, line := range strings.Split(page, "\n") {
		if strings.HasPrefix(strings.TrimSpace(line), "```") {
			fence = !fence
			continue
		}
		if fence {
			continue
		}
		for _, m := range markdownLink.FindAllStringSubmatch(codeSpan.ReplaceAllString(line, "``"), -1) {
			target := m[1] + m[2]
			if !strings.Contains(target, "://") && !strings.HasPrefix(target, "mailto:") {
				links = append(links, target)
			}
		}
	}
	return links
}

// headingAnchors returns the anchors GitHub gives a page's headings: the
// heading in lower case, without its punctuation, its spaces as hyphens.
func headingAnchors(page string) map[string]bool {
	anchors := map[string]bool{}
	fence := false
	for _, line := range strings.Split(page, "\n") {
		if strings.HasPrefix(strings.TrimSpace(line), "```") {
			fence = !fence
		}
		heading := strings.TrimLeft(line, "#")
		if fence || heading == line || !strings.HasPrefix(heading, " ") {
			continue
		}
		anchor := strings.Map(func(r rune) rune {
			switch {
			case r == ' ':
				return '-'
			case r == '-' || r == '_' || unicode.IsLetter(r) || unicode.IsDigit(r):
				return unicode.ToLower(r)
			}
			return -1
		}, strings.TrimSpace(heading))
		anchors[anchor] = true
	}
	return anchors
}
