#!/usr/bin/env python3
"""Paired timings for Tests/Scripts/benchmark.sh: runs each case's command in turn, round by
round (so drift affects all alike), and prints the median with min-max per case, then ratios.
Each case is `label|setup|command` (setup and command are shell snippets run in a fresh folder;
only the command is timed). Peak memory comes from the children's ru_maxrss."""
import os, resource, shutil, statistics, subprocess, sys, tempfile, time

def run(cases, rounds):
    times = {label: [] for label, _, _ in cases}
    peak = {}
    for _ in range(rounds):
        for label, setup, command in cases:
            folder = tempfile.mkdtemp(prefix="vg-bench-")
            if setup:
                subprocess.run(setup, shell=True, cwd=folder, check=True,
                               stdout=subprocess.DEVNULL)
            before = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
            start = time.perf_counter()
            subprocess.run(command, shell=True, cwd=folder, check=True,
                           stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            times[label].append(time.perf_counter() - start)
            peak[label] = max(peak.get(label, 0),
                              resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss, before)
            shutil.rmtree(folder)
    return times

def main():
    rounds = int(sys.argv[1])
    cases = [line.split("|", 2) for line in sys.stdin.read().splitlines() if line.strip()]
    times = run(cases, rounds)
    medians = {label: statistics.median(values) for label, values in times.items()}
    width = max(len(label) for label in times)
    print(f"{'case':<{width}}  {'median':>9}  {'min-max':>17}   ({rounds} paired rounds)")
    for label, values in times.items():
        print(f"{label:<{width}}  {medians[label] * 1000:8.1f}ms  "
              f"{min(values) * 1000:7.1f}-{max(values) * 1000:<7.1f}ms")
    print()
    for line in os.environ.get("BENCH_RATIOS", "").split(";"):
        if "/" not in line:
            continue
        numerator, denominator = (part.strip() for part in line.split("/", 1))
        if numerator in medians and denominator in medians:
            ratio = medians[numerator] / medians[denominator]
            print(f"{numerator} / {denominator}: {ratio:.2f}x")

if __name__ == "__main__":
    main()
