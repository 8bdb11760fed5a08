package cmd

import (
	"crypto/rand"
	"errors"
	"fmt"
	"io"
	"net"
	"os"
	"regexp"
	"strconv"
	"time"

	"github.com/charmbracelet/log"
	"github.com/nqueens/nqueens/cmd/serve"
	"github.com/nqueens/nqueens/internal/kit/i18n"
	"github.com/nqueens/nqueens/internal/kit/text"
	"github.com/nqueens/nqueens/internal/teach/results"
	"github.com/nqueens/nqueens/solver"
	"github.com/nqueens/nqueens/ui"
	"github.com/nqueens/nqueens/ui/theme"
	"github.com/spf13/cobra"
	gossh "golang.org/x/crypto/ssh"
)

// serveEnvPrefix begins the names of the variables that set serve's
// flags (see envFlags).
const serveEnvPrefix = "NQUEENS_SERVE_"

// generateRoom is the --room value that asks for a new code.
const generateRoom = "new"

// roomCode is what a room code may be: it is typed as an SSH user name.
var roomCode = regexp.MustCompile(`^[a-z0-9][a-z0-9-]{5,31}$`)

func newServeCommand(l i18n.Lang, stderr io.Writer) *cobra.Command {
	var (
		listen, hostKey, room, teacherKeys, resultsPath string
		maxSessions                                     = serve.DefaultMaxSessions
		idle                                            = serve.DefaultIdle
		maxSession                                      = serve.DefaultMaxSession
		o                                               = ui.Options{N: 8, Strategy: solver.DefaultStrategy, Speed: ui.DefaultSpeed, Theme: theme.Auto, Mode: ui.Watch}
	)
	cmd := &cobra.Command{
		Use:   "serve",
		Short: l.T(i18n.CmdServeShort),
		Long:  l.T(i18n.CmdServeLong),
		Args:  cobra.NoArgs,
		PreRunE: func(cmd *cobra.Command, _ []string) error {
			return flagsFromEnv(cmd.Flags(), os.Getenv)
		},
		RunE: func(cmd *cobra.Command, _ []string) error {
			o.Lang = commandLang(cmd) // a student's own locale, sent by ssh, beats it
			cfg := serve.Config{UI: o, MaxSessions: maxSessions, Idle: idle, MaxSession: maxSession}
			if room == generateRoom {
				room = newRoomCode()
			} else if room != "" && !roomCode.MatchString(room) {
				return usageErrorf(i18n.CmdRoomCode, flagSource(cmd.Flags(), "room"), strconv.Quote(room), generateRoom)
			}
			cfg.Room = room
			switch {
			case room != "" && teacherKeys == "":
				return usageErrorf(i18n.CmdRoomNeedsKeys)
			case room == "" && teacherKeys != "":
				return usageErrorf(i18n.CmdKeysNeedRoom, generateRoom)
			case room == "" && resultsPath != "":
				return usageErrorf(i18n.CmdResultsNeedRoom, generateRoom)
			case teacherKeys != "":
				keys, err := serve.LoadTeacherKeys(cmd.Context(), teacherKeys)
				if err != nil {
					return err
				}
				cfg.TeacherKeys = keys
			}
			// Before the host key: a refused results file leaves nothing
			// written.
			if resultsPath != "" {
				w, err := results.Open(resultsPath)
				if err != nil {
					return err
				}
				defer w.Close()
				cfg.Results = w
			}
			madeDir := ""
			if hostKey == "" {
				var err error
				if hostKey, madeDir, err = serve.DefaultHostKey(); err != nil {
					return err
				}
			}
			// The log is the operator's records, key=value, for grep and
			// log tools: in English whatever the language, as its keys are.
			logger := log.NewWithOptions(stderr, log.Options{ReportTimestamp: true, TimeFormat: time.DateTime, Prefix: "nqueens serve"})
			if madeDir != "" {
				logger.Info("created the host key's folder", "dir", madeDir)
			}
			pem, created, err := serve.LoadHostKey(cmd.Context(), hostKey)
			if err != nil {
				return err
			}
			if signer, err := gossh.ParsePrivateKey(pem); err == nil {
				logger.Info("host key", "file", text.Line(hostKey), "created", created, "fingerprint", gossh.FingerprintSHA256(signer.PublicKey()))
			}
			cfg.HostKey, cfg.Logger = pem, logger
			if resultsPath != "" {
				logger.Info("results file", "file", text.Line(resultsPath))
			}
			srv, err := serve.New(cfg)
			if err != nil {
				return err
			}
			l, err := net.Listen("tcp", listen)
			if err != nil {
				return err
			}
			attrs := []any{"addr", l.Addr(), "max-sessions", maxSessions, "idle", idle, "max-session", maxSession}
			if host, _, _ := net.SplitHostPort(listen); !isLoopback(host) {
				attrs = append(attrs, "note", "reachable from the network: keep it behind a firewall")
			}
			logger.Info("listening", attrs...)
			if room != "" {
				code := text.Line(room) // a flag's: shown, never obeyed
				fmt.Fprintln(cmd.OutOrStdout(), o.Lang.Sprintf(i18n.ServeRoomCode, code))
				for _, c := range serve.JoinCommands(l.Addr(), code) {
					fmt.Fprintln(cmd.OutOrStdout(), o.Lang.Sprintf(i18n.ServeStudentsJoin, c))
				}
			}
			err = srv.Serve(cmd.Context(), l)
			if cmd.Context().Err() != nil {
				return errInterrupted
			}
			return err
		},
	}
	f := cmd.Flags()
	f.StringVar(&listen, "listen", serve.DefaultListen, l.T(i18n.FlagServeListen))
	f.StringVar(&hostKey, "host-key", "", l.T(i18n.FlagServeHostKey))
	f.StringVar(&room, "room", "", l.Sprintf(i18n.FlagServeRoom, generateRoom))
	f.StringVar(&teacherKeys, "teacher-keys", "", l.T(i18n.FlagServeTeacherKeys))
	f.StringVar(&resultsPath, "results", "", l.T(i18n.FlagServeResults))
	intVar(f, &maxSessions, "max-sessions", "", 1, 10_000, "", l.T(i18n.FlagServeMaxSessions))
	positiveDurationVar(f, &idle, "idle", l.T(i18n.FlagServeIdle))
	positiveDurationVar(f, &maxSession, "max-session", l.T(i18n.FlagServeMaxSession))
	sizeVar(f, &o.N, solver.MaxN, l)
	enumVar(f, &o.Theme, "theme", "", theme.Names, l.T(i18n.FlagServeTheme))
	f.BoolVar(&o.ASCII, "ascii", false, l.T(i18n.FlagASCII))
	envFlags(f, serveEnvPrefix)
	return cmd
}

// isLoopback reports whether host names this machine only.
func isLoopback(host string) bool {
	if host == "localhost" {
		return true
	}
	ip := net.ParseIP(host)
	return ip != nil && ip.IsLoopback()
}

// newRoomCode returns a code easy to read out and type: ten letters and
// digits without look-alikes (0/o, 1/l), in two groups.
func newRoomCode() string {
	const alphabet = "abcdefghjkmnpqrstuvwxyz23456789"
	b := make([]byte, 10)
	if _, err := rand.Read(b); err != nil {
		panic(errors.New("no randomness: " + err.Error())) // crypto/rand never fails on Linux
	}
	for i := range b {
		b[i] = alphabet[int(b[i])%len(alphabet)]
	}
	return string(b[:5]) + "-" + string(b[5:])
}
