#define _GNU_SOURCE
#include "CLinuxCalls.h"

#include <errno.h>
#ifdef __GLIBC__
#include <malloc.h>
#endif
#include <fcntl.h>
#include <stdio.h>
#include <sys/types.h>
#include <unistd.h>

int adsight_renameat2(const char *from, const char *to, unsigned int flags) {
#ifdef __linux__
    return renameat2(AT_FDCWD, from, AT_FDCWD, to, flags);
#else
    (void)from; (void)to; (void)flags;
    errno = ENOSYS;
    return -1;
#endif
}

int adsight_syncfs(int fd) {
#ifdef __linux__
    return syncfs(fd);
#else
    (void)fd;
    errno = ENOSYS;
    return -1;
#endif
}

int adsight_start_writeback(int fd) {
#ifdef __linux__
    return sync_file_range(fd, 0, 0, SYNC_FILE_RANGE_WRITE);
#else
    (void)fd;
    errno = ENOSYS;
    return -1;
#endif
}

long adsight_copy_file_range(int from, int64_t *offset, int to, size_t length) {
#ifdef __linux__
    off64_t off = (off64_t)*offset;
    ssize_t n = copy_file_range(from, &off, to, NULL, length, 0);
    *offset = (int64_t)off;
    return (long)n;
#else
    (void)from; (void)offset; (void)to; (void)length;
    errno = ENOSYS;
    return -1;
#endif
}

void adsight_fix_large_allocations(void) {
#ifdef __GLIBC__
    mallopt(M_MMAP_THRESHOLD, 128 * 1024);
    mallopt(M_TRIM_THRESHOLD, 4 * 1024 * 1024);
#endif
}

int adsight_release_free_memory(void) {
#ifdef __GLIBC__
    return malloc_trim(0);
#else
    return 0;
#endif
}
