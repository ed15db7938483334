/* The floor of checking that nothing in an app changed, for Tests/Scripts/benchmark.sh: lstat
 * every path listed in a file (one per line), shared out among threads in contiguous runs as
 * viper-gen does. Prints nothing.   stat-floor <list> [threads]   (default 2) */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

static char **paths;
static long count, threads;

static void *worker(void *argument) {
    long part = (long)argument, share = (count + threads - 1) / threads;
    struct stat info;
    for (long index = part * share; index < count && index < (part + 1) * share; index++)
        lstat(paths[index], &info);
    return NULL;
}

int main(int argc, char **argv) {
    if (argc < 2) return 64;
    threads = argc > 2 ? atol(argv[2]) : 2;
    FILE *list = fopen(argv[1], "r");
    if (!list) return 66;
    char line[4096];
    long capacity = 1024;
    paths = malloc(sizeof *paths * capacity);
    while (fgets(line, sizeof line, list)) {
        line[strcspn(line, "\n")] = 0;
        if (count == capacity) paths = realloc(paths, sizeof *paths * (capacity *= 2));
        paths[count++] = strdup(line);
    }
    pthread_t workers[64];
    if (threads < 1 || threads > 64) return 64;
    for (long part = 0; part < threads; part++)
        pthread_create(&workers[part], NULL, worker, (void *)part);
    for (long part = 0; part < threads; part++) pthread_join(workers[part], NULL);
    return 0;
}
