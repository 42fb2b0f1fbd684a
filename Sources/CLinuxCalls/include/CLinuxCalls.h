// Linux calls the site writer uses when the kernel has them, declared here so Swift calls
// them directly (Glibc's module does not declare these GNU extensions). Elsewhere, or on
// a kernel without them, each fails with errno ENOSYS and the caller takes its fallback.
#ifndef CLINUXCALLS_H
#define CLINUXCALLS_H

#include <stddef.h>
#include <stdint.h>

/// `renameat2(AT_FDCWD, from, AT_FDCWD, to, flags)`: 0, or -1 with errno set.
int adsight_renameat2(const char *from, const char *to, unsigned int flags);

/// `syncfs(fd)`: 0, or -1 with errno set.
int adsight_syncfs(int fd);

/// `sync_file_range(fd, 0, 0, SYNC_FILE_RANGE_WRITE)`: 0, or -1 with errno set.
int adsight_start_writeback(int fd);

/// `copy_file_range(from, offset, to, NULL, length, 0)`: bytes copied, or -1 with errno set.
long adsight_copy_file_range(int from, int64_t *offset, int to, size_t length);

/// `malloc_trim(0)` with glibc: hands the pages of freed memory in every arena back to the
/// kernel. Elsewhere nothing. Returns whether any memory was released.
int adsight_release_free_memory(void);

/// With glibc, `mallopt(M_MMAP_THRESHOLD, 128 KiB)`: blocks of 128 KiB and more are mapped
/// on their own and unmapped when freed. glibc's default threshold is the same size but
/// moves: each mapped block freed raises it to that block's size (up to 32 MiB), and the
/// trimming threshold with it, after which buffers of megabytes come from the threads'
/// arenas and stay resident once freed. Fixed, a build's memory follows what it holds.
/// Fixing it also fixes the trimming threshold at its default, 128 KiB, which gave the
/// top of the heap back and faulted it in again for nearly every session (`check` of the
/// recorded-style files: twice the system time); it is set to 4 MiB (peak RSS within 1 MB:
/// the build trims its arenas itself after the sessions). Elsewhere nothing.
void adsight_fix_large_allocations(void);

#endif
