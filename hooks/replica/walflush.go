package replica

import (
	"os"
	"time"
)

// FlushEvery is how often a replicating server writes the WAL's new frames
// through to the disk, outside any lock.
//
// The app commits with synchronous=NORMAL: a commit reaches the WAL file
// in the page cache, and the first fsync of the WAL is the checkpoint's.
// Litestream checkpoints once a second while it holds the write lock (its
// barrier transaction), so every write arriving meanwhile waited for a
// second of frames, some 20 MB at 300 writes a second, to reach the disk
// before the checkpoint could start. Flushed as they come, only the last
// tenth of a second's are left for the checkpoint to wait for: measured at
// 300 writes a second, the checkpoints took about a third less time
// (docs/scaling.md, "The stall once a second, and the checkpoint's wait
// for the disk").
const FlushEvery = 100 * time.Millisecond

// walFlusher fsyncs each WAL file written since its last flush, every
// interval, until stopped. A WAL file that does not exist yet is opened at
// a later tick. SQLite holds no POSIX
// lock on a WAL file (its locks are on the database and the -shm file), so
// this descriptor, read-only, cannot release one when it is closed.
type walFlusher struct {
	paths []string
	every time.Duration
	sync  func(*os.File) error
	stop  chan struct{}
	done  chan struct{}
}

// startWALFlusher flushes the WAL files at paths every interval through
// sync ((*os.File).Sync in production) until Stop.
func startWALFlusher(paths []string, every time.Duration, sync func(*os.File) error) *walFlusher {
	f := &walFlusher{paths: paths, every: every, sync: sync, stop: make(chan struct{}), done: make(chan struct{})}
	go f.run()
	return f
}

func (f *walFlusher) run() {
	defer close(f.done)
	files := make([]*os.File, len(f.paths))
	flushed := make([]time.Time, len(f.paths)) // each file's modification time at its last flush
	defer func() {
		for _, file := range files {
			if file != nil {
				_ = file.Close()
			}
		}
	}()
	t := time.NewTicker(f.every)
	defer t.Stop()
	for {
		select {
		case <-f.stop:
			return
		case <-t.C:
		}
		for i, p := range f.paths {
			if files[i] == nil {
				file, err := os.Open(p)
				if err != nil {
					continue
				}
				files[i] = file
			}
			// An idle server asks the disk for nothing: a WAL not written
			// since its last flush is left alone.
			st, err := files[i].Stat()
			if err != nil || st.ModTime().Equal(flushed[i]) {
				continue
			}
			// A failed flush leaves the frames to the checkpoint's own
			// fsync, which reports its failure to SQLite: nothing is lost
			// or hidden by going on.
			if f.sync(files[i]) == nil {
				flushed[i] = st.ModTime()
			}
		}
	}
}

// Stop ends the flushing and closes the files; it returns once they are.
func (f *walFlusher) Stop() {
	close(f.stop)
	<-f.done
}
