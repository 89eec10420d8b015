#!/usr/bin/env python3
"""Writes the committed seed corpus of every fuzz target: a few inputs each that decode to
typical cases (see Fuzz/Sources/TabulaFuzzing), from which the fuzzer mutates."""
import os, random, sqlite3, tempfile

here = os.path.dirname(os.path.abspath(__file__))

def write(target, name, data):
    os.makedirs(os.path.join(here, target), exist_ok=True)
    with open(os.path.join(here, target, name), "wb") as f:
        f.write(bytes(data))

rng = random.Random(14)
for target in ["snapshot", "plan", "batch", "edits", "schema"]:
    write(target, "empty", b"")
    for size in [16, 64, 256]:
        write(target, f"random-{size}", [rng.randrange(256) for _ in range(size)])

# Snapshot: two sections of three items, one identity repeated, then one of each mutation.
write("snapshot", "repeated-item", [2, 1, 0, 3, 1, 0, 2, 0, 3, 0, 2, 0, 2, 0, 1, 0, 4, 0, 5, 0]
      + [v for m in range(22) for v in (m, 1, 2, 0, 3)])
# Plan: the same two sections in both snapshots, items moved between them.
write("plan", "move-between-sections", [2, 0, 0, 3, 1, 0, 2, 0, 3, 0, 1, 0, 2, 1, 4, 1, 5, 0,
                                        2, 0, 0, 2, 4, 1, 5, 0, 1, 0, 3, 1, 1, 0, 2, 0])

# Schema: a queue, then each scenario (the first 16-bit choice picks it), the rest random.
for scenario in range(5):
    write("schema", f"scenario-{scenario}", [0, 0, scenario] + [rng.randrange(256) for _ in range(200)])

def database(rows, page_size=512):
    path = tempfile.mktemp(suffix=".sqlite")
    db = sqlite3.connect(path)
    db.execute(f"PRAGMA page_size = {page_size}")
    db.execute("CREATE TABLE entry (id INTEGER PRIMARY KEY, name TEXT, position INTEGER)")
    db.executemany("INSERT INTO entry VALUES (?, ?, ?)", rows)
    db.commit()
    db.close()
    with open(path, "rb") as f:
        data = f.read()
    os.remove(path)
    return data

# A query choice (six template bytes, the template, grouped, no ordering), then the file.
prefix = lambda template, grouped=0: [0, 0, 0, 0, 0, 0, template, grouped, 0]
small = database([(i, f"entry {i}", i % 3) for i in range(1, 9)])
write("sqlite", "entries", prefix(0) + list(small))
write("sqlite", "entries-grouped-ordered", prefix(1, 1) + list(small))
write("sqlite", "entries-where", prefix(2) + list(small))
write("sqlite", "duplicate-ids", prefix(5) + list(small))
write("sqlite", "empty-file", prefix(0))
write("sqlite", "not-a-database", prefix(0) + list(b"SQLite format 2\x00" + bytes(100)))

# Anchor: random inputs of its own generator, so that the seeds above stay as they were.
anchor_rng = random.Random(23)
write("anchor", "empty", b"")
for size in [16, 64, 256]:
    write("anchor", f"random-{size}", [anchor_rng.randrange(256) for _ in range(size)])

# Drag: random inputs of its own generator, so that the seeds above stay as they were.
drag_rng = random.Random(24)
write("drag", "empty", b"")
for size in [16, 64, 256, 1024]:
    write("drag", f"random-{size}", [drag_rng.randrange(256) for _ in range(size)])

# Outline: random inputs of its own generator, so that the seeds above stay as they were.
outline_rng = random.Random(25)
write("outline", "empty", b"")
for size in [16, 64, 256, 1024]:
    write("outline", f"random-{size}", [outline_rng.randrange(256) for _ in range(size)])
