// Package userfile opens and reads the files a user names (a lesson, a
// trace, an authorized_keys file, a host key, an output FIFO), so that no
// such file can hold a command forever or make it take memory the file's
// kind never needs.
//
// Any name may be a FIFO or a device: opening a FIFO waits in open(2) for
// its other end, and reading one (or a terminal) waits for a writer that
// may never write, both in calls no signal interrupts; /dev/zero never
// ends. So every open and read here ends when its context does (the
// commands' contexts end on INT, TERM, HUP and QUIT), and a whole-file
// read stops one byte past the limit its caller gives.
package userfile

import (
	"context"
	"fmt"
	"io"
	"os"

	"github.com/nqueens/nqueens/internal/kit/i18n"
)

// Open opens path like os.OpenFile (it never creates a file), but the end
// of ctx ends the wait: open(2) of a FIFO blocks until its other end is
// opened, and a command must end on the first Ctrl-C. The open then goes
// on in the background; a file it opens after all is closed.
func Open(ctx context.Context, path string, flag int) (*os.File, error) {
	type opened struct {
		f   *os.File
		err error
	}
	ch := make(chan opened, 1)
	abandoned := make(chan struct{})
	go func() {
		f, err := os.OpenFile(path, flag, 0)
		select {
		case ch <- opened{f, err}:
		case <-abandoned:
			if f != nil {
				f.Close()
			}
		}
	}()
	select {
	case o := <-ch:
		return o.f, o.err
	case <-ctx.Done():
		close(abandoned)
		return nil, ctx.Err()
	}
}

// TooLargeError is the error of ReadFile for a file past its limit.
type TooLargeError struct {
	Path  string
	Limit int64   // bytes
	Kind  i18n.ID // what the file should be: i18n.FileAuthorizedKeys
}

func (e *TooLargeError) Error() string { return e.In(i18n.En) }

// In is the error in l, for the command or session that shows it.
func (e *TooLargeError) In(l i18n.Lang) string {
	return l.Sprintf(i18n.ErrFileTooLarge, e.Path, size(e.Limit), l.T(e.Kind))
}

// size says a limit in the unit that names it shortest.
func size(n int64) string {
	switch {
	case n >= 1<<20 && n%(1<<20) == 0:
		return fmt.Sprintf("%d MiB", n>>20)
	case n >= 1<<10 && n%(1<<10) == 0:
		return fmt.Sprintf("%d KiB", n>>10)
	}
	return fmt.Sprintf("%d bytes", n)
}

// ReadFile reads the whole file at path, as os.ReadFile does, but reads no
// more than limit bytes and one (a larger file is a *TooLargeError naming
// kind, what the file should have been), and the end of ctx ends the open
// and every read with ctx.Err().
func ReadFile(ctx context.Context, path string, limit int64, kind i18n.ID) ([]byte, error) {
	f, err := Open(ctx, path, os.O_RDONLY)
	if err != nil {
		return nil, err
	}
	type read struct {
		data []byte
		err  error
	}
	ch := make(chan read, 1)
	go func() {
		data, err := io.ReadAll(io.LimitReader(f, limit+1))
		ch <- read{data, err}
	}()
	select {
	case r := <-ch:
		f.Close()
		switch {
		case r.err != nil:
			return nil, r.err
		case int64(len(r.data)) > limit:
			return nil, &TooLargeError{Path: path, Limit: limit, Kind: kind}
		}
		return r.data, nil
	case <-ctx.Done():
		// Go serves a FIFO's or a terminal's reads from its poller, and
		// closing the file ends a read that waits there.
		f.Close()
		return nil, ctx.Err()
	}
}
