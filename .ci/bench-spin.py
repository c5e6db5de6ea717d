#!/usr/bin/env python3
"""Side-by-side: navlint's explorer against SPIN on identical navigation state spaces.

  python3 .ci/bench-spin.py [--repeat N] [--largest STATES]
  python3 .ci/bench-spin.py --social [--repeat N]

With --social: the social-app shape of issue 15 (one tab, so SPIN's model is the whole
app), SPIN enumerating its states within depth D against navlint's frame graph checking
it for paths of any length; SPIN's stored count must equal navlint's count of the
configurations within D (FrameGraph.configurations) plus one.

Builds navlint-bench (release), and for each grid point generates the spec and the
equivalent Promela model, runs SPIN (spin -a; gcc -O2 -DSAFETY -DNOBOUNDCHECK; pan) and
navlint (flat product and compositional), checks the state counts agree (SPIN stores one
more: the state before its table-filling first step), and prints a Markdown table. Each
timing is the median of N runs, every process pinned to one core with taskset. Needs the
Debian packages spin, gcc and time.
"""
import argparse
import os
import re
import statistics
import subprocess
import tempfile
import time

SOCIAL = [  # content, links, sheet every, depth
    (6, 2, 3, 2), (6, 2, 3, 3), (6, 2, 3, 4), (200, 3, 4, 2), (200, 3, 4, 3), (200, 3, 4, 4),
]

GRID = [  # tabs, links, depth: flat states = T * ((L^(D+1)-1)/(L-1))^T
    (2, 2, 4), (2, 3, 4), (2, 3, 5), (3, 2, 5), (2, 4, 5), (2, 3, 7), (3, 3, 6),
]


def flat_states(t, l, d):
    n = (l ** (d + 1) - 1) // (l - 1)
    return t * n ** t


def timed(command, cwd=None):
    """(seconds, peak RSS in MB, stdout) of one pinned run."""
    result = subprocess.run(['/usr/bin/time', '-v', 'taskset', '-c', '1'] + command, cwd=cwd,
                            capture_output=True, text=True, check=True)
    seconds = re.search(r'Elapsed \(wall clock\) time .*: (?:(\d+):)?(\d+):([\d.]+)', result.stderr)
    h, m, s = seconds.groups()
    wall = (int(h or 0) * 60 + int(m)) * 60 + float(s)
    rss = int(re.search(r'Maximum resident set size \(kbytes\): (\d+)', result.stderr).group(1)) / 1024
    return wall, rss, result.stdout


def search_seconds(run):
    """The search time the tool reports itself (pan's elapsed time, navlint-bench's
    seconds): process start and, for SPIN, allocating its hash table, left out."""
    match = re.search(r'elapsed time ([\d.e+-]+) seconds', run[2]) or re.search(r'seconds ([\d.]+)', run[2])
    return float(match.group(1)) if match else run[0]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument('--repeat', type=int, default=5)
    parser.add_argument('--largest', type=float, default=2.5e7, help='skip flat runs above this many states')
    parser.add_argument('--targets-only', action='store_true', help='skip the grid, check the targets')
    parser.add_argument('--social', action='store_true', help='the social-app shape instead of the flat grid')
    args = parser.parse_args()
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    subprocess.run(['swift', 'build', '-c', 'release', '--product', 'navlint-bench'], cwd=root, check=True,
                   capture_output=True)
    bench = os.path.join(root, '.build', 'release', 'navlint-bench')
    if args.social:
        social(bench, args)
        return
    rows = [] if args.targets_only else grid(bench, args)
    targets(root, bench, rows, args)


def grid(bench, args):
    rows = []
    print('| states | SPIN compile s | SPIN run s | navlint flat s | navlint compositional s | flat / SPIN run | '
          'compositional / SPIN run | SPIN RSS MB | navlint flat RSS MB | navlint flat bytes/state (own count) |')
    print('|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|')
    for tabs, links, depth in GRID:
        params = ['--tabs', str(tabs), '--screens', '8', '--links', str(links), '--types', str(links + 1),
                  '--depth', str(depth)]
        states = flat_states(tabs, links, depth)
        flat_ok = states <= args.largest
        row = {'states': f'{states:,}'}
        with tempfile.TemporaryDirectory() as work:
            if flat_ok:
                with open(os.path.join(work, 'model.pml'), 'w') as f:
                    f.write(subprocess.run([bench, 'promela'] + params, capture_output=True, text=True, check=True).stdout)
                compile_times = []
                for _ in range(args.repeat):
                    start = timed(['spin', '-a', 'model.pml'], cwd=work)[0]
                    build = timed(['gcc', '-O2', '-DSAFETY', '-DNOBOUNDCHECK', '-o', 'pan', 'pan.c'], cwd=work)[0]
                    compile_times.append(start + build)
                # The DFS can go as deep as there are states; a hash table about twice the state count.
                pan = ['./pan', f'-m{states + 100}', f'-w{max(24, states.bit_length() + 1)}']
                runs = [timed(pan, cwd=work) for _ in range(args.repeat)]
                spin_states = int(re.search(r'(\d+) states, stored', runs[0][2]).group(1))
                assert spin_states == states + 1, f'SPIN stored {spin_states}, expected {states} + 1'
                flat = [timed([bench, 'run', '--no-compose'] + params) for _ in range(args.repeat)]
                assert f'states {states} ' in flat[0][2], flat[0][2]
                row['spin_compile'] = statistics.median(compile_times)
                row['spin_run'] = statistics.median(search_seconds(r) for r in runs)
                row['flat'] = statistics.median(search_seconds(r) for r in flat)
                row['spin_rss'] = max(r[1] for r in runs)
                row['flat_rss'] = max(r[1] for r in flat)
                row['own_bytes'] = float(re.search(r'bytes/state ([\d.]+)', flat[0][2]).group(1))
            composed = [timed([bench, 'run'] + params) for _ in range(args.repeat)]
            row['composed'] = statistics.median(search_seconds(r) for r in composed)
        fmt = lambda key: f'{row[key]:.4f}' if key in row else 'too large'
        # pan reports its time in 0.01 s steps: below that there is no ratio to give.
        ratio = lambda key: f'{row["spin_run"] / max(row[key], 1e-4):.2f}' if row.get('spin_run', 0) >= 0.01 else '—'
        rss = lambda key: f'{row[key]:.0f}' if key in row else '—'
        print(f'| {row["states"]} | {fmt("spin_compile")} | {fmt("spin_run")} | {fmt("flat")} | {fmt("composed")} | '
              f'{ratio("flat")} | {ratio("composed")} | {rss("spin_rss")} | {rss("flat_rss")} | '
              f'{row["own_bytes"] if "own_bytes" in row else "—"} |', flush=True)
        row['count'] = states
        rows.append(row)
    return rows


def social(bench, args):
    print('| C × L, sheet every M | depth D | states within D | SPIN compile s | SPIN run s | SPIN RSS MB | '
          'navlint check s (any depth) | SPIN run / navlint |')
    print('|---|---:|---:|---:|---:|---:|---:|---:|')
    for content, links, every, depth in SOCIAL:
        params = ['--tabs', '1', '--content', str(content), '--links', str(links), '--sheet-every', str(every)]
        checks = [timed([bench, 'social', '--check', '--depth', str(depth)] + params) for _ in range(args.repeat)]
        states = int(re.search(r'first tab within maxDepth \d+: (\d+) states', checks[0][2]).group(1))
        navlint = statistics.median(float(re.search(r'checked in ([\d.]+) s', r[2]).group(1)) for r in checks)
        with tempfile.TemporaryDirectory() as work:
            with open(os.path.join(work, 'model.pml'), 'w') as f:
                f.write(subprocess.run([bench, 'social', '--promela', '--depth', str(depth)] + params,
                                       capture_output=True, text=True, check=True).stdout)
            start = timed(['spin', '-a', 'model.pml'], cwd=work)[0]
            build = timed(['gcc', '-O2', '-DSAFETY', '-DNOBOUNDCHECK', '-o', 'pan', 'pan.c'], cwd=work)[0]
            pan = ['./pan', f'-m{states + 100}', f'-w{max(24, states.bit_length() + 1)}']
            # The largest rows take minutes and gigabytes: one run each.
            runs = [timed(pan, cwd=work) for _ in range(args.repeat if states < 10 ** 6 else 1)]
            stored = int(re.search(r'(\d+) states, stored', runs[0][2]).group(1))
            assert stored == states + 1, f'SPIN stored {stored}, navlint counts {states} + 1'
            run = statistics.median(search_seconds(r) for r in runs)
            ratio = f'{run / max(navlint, 1e-4):,.0f}×' if run >= 0.01 else '—'
            print(f'| {content} × {links}, every {every} | {depth} | {states:,} | {start + build:.2f} | {run:.2f} | '
                  f'{max(r[1] for r in runs):.0f} | {navlint:.3f} | {ratio} |', flush=True)


def targets(root, bench, rows, args):
    """The project's speed and memory targets, each printed with pass or fail."""
    subprocess.run(['swift', 'build', '-c', 'release', '--product', 'navlint'], cwd=root, check=True, capture_output=True)
    navlint = os.path.join(root, '.build', 'release', 'navlint')
    print('\n| target | measured | verdict |\n|---|---|---|')

    def verdict(name, measured, ok):
        print(f'| {name} | {measured} | {"pass" if ok else "FAIL"} |', flush=True)

    flat_rows = [r for r in rows if 'flat' in r]
    if flat_rows:
        # Since issue 15 the flat product is the enumeration fallback (one engine, the general
        # one); checks use the frame graph, which the "compositional" column times.
        big = flat_rows[-1]
        verdict(f'compositional (frame graph, any depth) faster than SPIN pan to depth D ({big["states"]} states)',
                f'{big["spin_run"] / max(big["composed"], 1e-4):.0f}x', big['spin_run'] >= big['composed'])
    params = ['--tabs', '3', '--screens', '8', '--links', '3', '--types', '4', '--depth', '6']
    composed = statistics.median(search_seconds(timed([bench, 'run'] + params)) for _ in range(args.repeat))
    verdict('compositional T=3 L=3 D=6 (3.9e9-state product) under 1 s', f'{composed:.4f} s', composed < 1)
    with tempfile.TemporaryDirectory() as work:
        spec = os.path.join(work, 'big.json')
        with open(spec, 'w') as f:
            f.write(subprocess.run([bench, 'spec', '--tabs', '10', '--screens', '1000', '--links', '3', '--types', '4',
                                    '--depth', '6', '--routes', '100'], capture_output=True, text=True, check=True).stdout)
        runs = [timed_any([navlint, 'check', spec]) for _ in range(args.repeat)]
        wall = statistics.median(r[0] for r in runs)
        rss = max(r[1] for r in runs)
        verdict('10,000 screens, 10 tabs, 100 routes: check under 1 s', f'{wall:.2f} s', wall < 1)
        verdict('10,000 screens, 10 tabs, 100 routes: under 300 MB', f'{rss:.0f} MB', rss < 300)
    seed = os.path.join(root, 'Specs', 'recipe-browser.json')
    wall = statistics.median(timed_any([navlint, 'check', seed])[0] for _ in range(args.repeat))
    verdict('check a seed spec under 50 ms (process start included)', f'{wall * 1000:.0f} ms', wall < 0.05)


def timed_any(command):
    """Like `timed`, for commands whose exit code 1 means findings, not failure. Wall time
    from the clock around the process (`time` reports it in 10 ms steps)."""
    start = time.perf_counter()
    result = subprocess.run(['/usr/bin/time', '-v', 'taskset', '-c', '1'] + command, capture_output=True, text=True)
    wall = time.perf_counter() - start
    assert result.returncode in (0, 1), result.stderr[-2000:]
    rss = int(re.search(r'Maximum resident set size \(kbytes\): (\d+)', result.stderr).group(1)) / 1024
    return wall, rss


if __name__ == '__main__':
    main()
