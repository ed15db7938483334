#!/usr/bin/env python3
"""Paired timings for Tests/Scripts/benchmark.sh: runs each case's command in turn, round by
round (so drift affects all alike), and prints the median with min-max per case, then ratios.
Each case is `label|setup|command` or `label|setup|command|units` (setup and command are shell
snippets run in a fresh folder; only the command is timed); with units (the number of modules a
batch writes) the time per unit is printed too, and BENCH_UNIT_RATIOS compares cases per unit.
BENCH_TARGETS (`label < seconds;...`) prints each named median against its target, pass or fail;
BENCH_RATIO_TARGETS (`label / floor <= ratio;...`) prints a ratio of medians against its target.
Peak memory comes from the children's ru_maxrss."""
import os, resource, shutil, statistics, subprocess, sys, tempfile, time

def run(cases, rounds):
    times = {label: [] for label, *_ in cases}
    peak = {}
    # Folders are removed at the end (by the caller when it names BENCH_WORK), not between
    # runs: right after many files were deleted, ext4 skips their inodes when making new files
    # (recently_deleted), which slows every creation of the next run by a factor that depends
    # on the deletion, not on the program.
    used = []
    for _ in range(rounds):
        for label, setup, command, *_ in cases:
            folder = tempfile.mkdtemp(prefix="vg-bench-", dir=os.environ.get("BENCH_WORK"))
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
            used.append(folder)
    if not os.environ.get("BENCH_WORK"):
        for folder in used:
            shutil.rmtree(folder)
    return times

def main():
    rounds = int(sys.argv[1])
    cases = [line.split("|", 3) for line in sys.stdin.read().splitlines() if line.strip()]
    units = {case[0]: int(case[3]) for case in cases if len(case) > 3}
    times = run(cases, rounds)
    medians = {label: statistics.median(values) for label, values in times.items()}
    width = max(len(label) for label in times)
    unit = os.environ.get("BENCH_UNIT", "unit")
    extra = f"  {'per ' + unit:>11}" if units else ""
    print(f"{'case':<{width}}  {'median':>9}  {'min-max':>17}{extra}   ({rounds} paired rounds)")
    for label, values in times.items():
        per_unit = (f"  {medians[label] * 1000 / units[label]:9.2f}ms" if label in units
                    else "")
        print(f"{label:<{width}}  {medians[label] * 1000:8.1f}ms  "
              f"{min(values) * 1000:7.1f}-{max(values) * 1000:<7.1f}ms{per_unit}")
    print()
    for variable, per in (("BENCH_RATIOS", False), ("BENCH_UNIT_RATIOS", True)):
        for line in os.environ.get(variable, "").split(";"):
            if "/" not in line:
                continue
            numerator, denominator = (part.strip() for part in line.split("/", 1))
            if numerator in medians and denominator in medians:
                ratio = medians[numerator] / medians[denominator]
                if per:
                    ratio *= units[denominator] / units[numerator]
                suffix = f" (per {unit})" if per else ""
                print(f"{numerator} / {denominator}{suffix}: {ratio:.2f}x")
    for line in os.environ.get("BENCH_RATIO_TARGETS", "").split(";"):
        if "/" not in line or "<=" not in line:
            continue
        pair, limit = (part.strip() for part in line.split("<=", 1))
        numerator, denominator = (part.strip() for part in pair.split("/", 1))
        if numerator in medians and denominator in medians:
            ratio = medians[numerator] / medians[denominator]
            verdict = "pass" if ratio <= float(limit) else "FAIL"
            print(f"{numerator} ({medians[numerator] * 1000:.1f} ms) / {denominator} "
                  f"({medians[denominator] * 1000:.1f} ms): {ratio:.2f}x, target at most "
                  f"{limit}x: {verdict}")
    for line in os.environ.get("BENCH_TARGETS", "").split(";"):
        if "<" not in line:
            continue
        label, limit = (part.strip() for part in line.split("<", 1))
        if label in medians:
            verdict = "pass" if medians[label] < float(limit) else "FAIL"
            print(f"{label}: {medians[label]:.3f} s, target under {limit} s: {verdict}")

if __name__ == "__main__":
    main()
