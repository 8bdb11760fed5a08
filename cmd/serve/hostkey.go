package serve

import (
	"context"
	"crypto/ed25519"
	"crypto/rand"
	"encoding/pem"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"

	"github.com/nqueens/nqueens/internal/kit/i18n"
	"github.com/nqueens/nqueens/internal/kit/userfile"
	gossh "golang.org/x/crypto/ssh"
)

// LoadHostKey returns the PEM of the server's host key in path, creating
// it (ed25519, mode 0600) when the file does not exist. Only the file is
// created, in a folder that exists: a path mistyped should not make
// folders across the file system (DefaultHostKey makes the default's). A key that exists is never replaced: clients
// remember it, and a new one would make every one of them warn of an
// attack. It is refused if others can read it or it is not a private key.
// created says whether the key is new. The end of ctx (a signal) ends the
// read.
func LoadHostKey(ctx context.Context, path string) (pemBytes []byte, created bool, err error) {
	info, err := os.Stat(path)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		pemBytes, err = createHostKey(path)
		return pemBytes, err == nil, err
	case err != nil:
		return nil, false, i18n.Errorf(i18n.ServeHostKey, err)
	case !info.Mode().IsRegular():
		return nil, false, i18n.Errorf(i18n.ServeHostKeyNotFile, path)
	case info.Mode().Perm()&0o077 != 0:
		return nil, false, i18n.Errorf(i18n.ServeHostKeyOpen, path, fmt.Sprintf("%04o", info.Mode().Perm()))
	case info.Size() > maxHostKey:
		return nil, false, i18n.Errorf(i18n.ServeHostKeyNotKeySize, path, strconv.FormatInt(info.Size(), 10))
	}
	pemBytes, err = userfile.ReadFile(ctx, path, maxHostKey, i18n.FilePrivateKey)
	if err != nil {
		return nil, false, i18n.Errorf(i18n.ServeHostKey, err)
	}
	if _, err := gossh.ParsePrivateKey(pemBytes); err != nil {
		return nil, false, i18n.Errorf(i18n.ServeHostKeyNotKey, path, err)
	}
	return pemBytes, false, nil
}

// createHostKey writes a new ed25519 key to path, failing rather than
// overwriting a file that appeared meanwhile.
func createHostKey(path string) ([]byte, error) {
	_, priv, err := ed25519.GenerateKey(rand.Reader)
	if err != nil {
		return nil, err
	}
	block, err := gossh.MarshalPrivateKey(priv, "nqueens serve host key")
	if err != nil {
		return nil, err
	}
	pemBytes := pem.EncodeToMemory(block)
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o600)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, i18n.Errorf(i18n.ServeHostKeyNoFolder, path, filepath.Dir(path))
	}
	if err != nil {
		return nil, i18n.Errorf(i18n.ServeHostKey, err)
	}
	if _, err := f.Write(pemBytes); err != nil {
		f.Close()
		os.Remove(path)
		return nil, i18n.Errorf(i18n.ServeHostKey, err)
	}
	if err := f.Close(); err != nil {
		os.Remove(path)
		return nil, i18n.Errorf(i18n.ServeHostKey, err)
	}
	return pemBytes, nil
}

// maxHostKey bounds a host key file: an RSA key of 16384 bits, the
// largest ssh-keygen makes, is some 12 KiB of PEM.
const maxHostKey = 64 << 10

// maxTeacherKeys bounds an authorized_keys file: thousands of keys of the
// largest kind, more than any teacher has.
const maxTeacherKeys = 4 << 20

// DefaultHostKey returns the host key's path when --host-key is not
// given: nqueens/ssh_host_ed25519_key in the user's config folder. It
// makes the nqueens folder (mode 0700) if it is missing, and says so in
// made; the config folder itself must exist.
func DefaultHostKey() (path, made string, err error) {
	config, err := os.UserConfigDir()
	if err != nil {
		return "", "", i18n.Errorf(i18n.ServeNoHostKeyPlace, err)
	}
	dir := filepath.Join(config, filepath.Dir(DefaultHostKeyPath))
	switch err := os.Mkdir(dir, 0o700); {
	case err == nil:
		made = dir
	case errors.Is(err, fs.ErrExist):
	default:
		return "", "", i18n.Errorf(i18n.ServeNoHostKeyPlace, err)
	}
	return filepath.Join(config, DefaultHostKeyPath), made, nil
}

// DefaultHostKeyPath is where DefaultHostKey keeps the host key, in the
// user's config folder.
const DefaultHostKeyPath = "nqueens/ssh_host_ed25519_key"

// LoadTeacherKeys reads an authorized_keys file: the keys whose holders
// are the teacher of a room. Any path may be a FIFO or /dev/zero: the read
// stops past maxTeacherKeys, and the end of ctx (a signal) ends it.
func LoadTeacherKeys(ctx context.Context, path string) ([]gossh.PublicKey, error) {
	data, err := userfile.ReadFile(ctx, path, maxTeacherKeys, i18n.FileAuthorizedKeys)
	if err != nil {
		return nil, i18n.Errorf(i18n.ServeTeacherKeys, err)
	}
	var keys []gossh.PublicKey
	for len(data) > 0 {
		k, _, _, rest, err := gossh.ParseAuthorizedKey(data)
		if err != nil {
			if len(keys) == 0 {
				return nil, i18n.Errorf(i18n.ServeTeacherKeysNone, path)
			}
			break // trailing comments or blank lines
		}
		keys = append(keys, k)
		data = rest
	}
	return keys, nil
}
