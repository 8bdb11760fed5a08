package fastcount

import (
	"crypto/sha256"
	"encoding/binary"
)

// Fingerprint hashes a task list: every field of every task, in order. Two
// lists with the same fingerprint name the same subtrees at the same
// indices, so counts of their ranges made by different processes, machines
// or builds add up; a change to the split (minTasks, the order of the
// bounds, what a task holds) changes it. Shard results and checkpoints carry
// it so that they cannot be mixed across such a change.
func Fingerprint(n int, tasks []Task) [sha256.Size]byte {
	h := sha256.New()
	var buf [4 + 2 + taskMaxRows + 12]byte
	binary.LittleEndian.PutUint32(buf[:4], uint32(n))
	h.Write(buf[:4])
	for i := range tasks {
		t := &tasks[i]
		b := buf[:0]
		b = append(b, byte(t.d), byte(t.row))
		for _, q := range t.queens {
			b = append(b, byte(q))
		}
		b = binary.LittleEndian.AppendUint32(b, t.c)
		b = binary.LittleEndian.AppendUint32(b, t.l)
		b = binary.LittleEndian.AppendUint32(b, t.r)
		h.Write(b)
	}
	var sum [sha256.Size]byte
	h.Sum(sum[:0])
	return sum
}
