"""GRDB's interface for .ci/check-apple-sdks: what TabulaGRDB and the Mac examples import.

GRDB is a dependency: its own CI checks its code, so only its declarations are read here
(`-experimental-skip-all-function-bodies`), from the checkout SwiftPM keeps in `.build`, with
the flags its manifest sets. GRDB 7 is written for Xcode 16.3 and later, whose SDKs' standard
libraries come from Swift 6.1; against an older one (the macOS 14.0 SDK's, Swift 5.9) three
things in its sources do not typecheck with this toolchain, and are changed in a copy outside
the repository (Scaffolding/AppleSDKCheck/README.md):

- `GRDBSendableMetatype` is `SendableMetatype` under `#if compiler(>=6.2)`, a protocol of the
  Swift 6.2 standard library: the copy takes GRDB's own branch for older compilers, `Any`.
- The two `decode` members for `Int128` and `UInt128` (Swift 6.0, macOS 15): left out. They are
  extra members of a decoder GRDB keeps internal; nothing public names them.
- In the Swift 6 language mode, the SDK's `DispatchSpecificKey`, `DispatchQoS` and
  `DispatchWorkItemFlags` are not `Sendable`, and GRDB's statics and `Sendable` types holding
  them are errors: the interface is emitted in the Swift 5 language mode, where GRDB's own
  compiler settings are not at stake.
"""
import pathlib
import re
import shutil
import subprocess
import threading

from swift_typecheck import ROOT

CHECKOUT = ROOT / ".build/checkouts/GRDB.swift"
# GRDB's manifest: `swiftSettings` (SQLITE_DISABLE_SNAPSHOT is for Linux only).
DEFINES = ["-DSQLITE_ENABLE_FTS5", "-DSQLITE_ENABLE_SNAPSHOT", "-DSWIFT_PACKAGE"]

SENDABLE_METATYPE = re.compile(r"^#if compiler\(>=6\.2\)\n(?=/// A synonym for the standard "
                               r"`SendableMetatype`)", re.MULTILINE)
INT128_DECODE = re.compile(r"^ *@available\(macOS 15\.0, [^\n]*\n *func decode\(_ type: "
                           r"U?Int128\.Type\)[^\n]*\n", re.MULTILINE)


# NB: the SDK targets are checked on threads of their own; on a fresh clone one of them
# resolves, and another that looked while the clone was still writing copied half of GRDB.
RESOLVING = threading.Lock()


def checkout(log):
  """GRDB's checkout, resolved first on a fresh clone; SystemExit if there is none."""
  with RESOLVING:
    return resolved_checkout(log)


def resolved_checkout(log):
  if not (CHECKOUT / "GRDB").is_dir():
    log("  GRDB: no checkout in .build yet: swift package resolve")
    resolved = subprocess.run(["swift", "package", "resolve"], cwd=ROOT, capture_output=True,
                              text=True)
    if resolved.returncode != 0 or not (CHECKOUT / "GRDB").is_dir():
      raise SystemExit(f"check-apple-sdks: GRDB's sources are not at {CHECKOUT}: "
                       f"{resolved.stdout}{resolved.stderr}")
  return CHECKOUT


def patched_copy(sources, folder, stdlib):
  """GRDB's Swift files copied to `folder`, changed for a standard library older than
  Swift 6.2 (`stdlib`, as (major, minor)). Returns the files, and what was changed."""
  shutil.rmtree(folder, ignore_errors=True)
  shutil.copytree(sources, folder, ignore=shutil.ignore_patterns("*.docc"))
  changes = []

  def patch(path, pattern, replacement, expected, what):
    text = path.read_text()
    changed, count = pattern.subn(replacement, text)
    if count != expected:
      raise SystemExit(f"check-apple-sdks: GRDB's {path.relative_to(folder)} no longer has "
                       f"{what} ({count} found, {expected} expected): is GRDB newer?")
    path.write_text(changed)
    changes.append(what)

  if stdlib < (6, 2):
    patch(folder / "Utils/Utils.swift", SENDABLE_METATYPE, "#if false\n", 1,
          "GRDBSendableMetatype as SendableMetatype")
  if stdlib < (6, 0):
    patch(folder / "Record/FetchableRecord+Decodable.swift", INT128_DECODE, "", 2,
          "the Int128 and UInt128 decode members")
  return sorted(folder.rglob("*.swift")), changes


def emit(checker, sdk_flags, work, stdlib):
  """Emits GRDB's interface into the checker's modules, and lets the modules after it find
  GRDBSQLite (the SDK's SQLite, through GRDB's module map). Returns whether it was emitted."""
  sources = checkout(checker.log)
  files, changes = patched_copy(sources / "GRDB", work / "GRDB", stdlib)
  if changes:
    checker.log(f"  GRDB, for a Swift {stdlib[0]}.{stdlib[1]} standard library: "
                f"{'; '.join(changes)} (.ci/grdb_interface.py)")
  sqlite = ["-I", str(sources / "Sources/GRDBSQLite")]
  cache = checker.flags[checker.flags.index("-module-cache-path") + 1]
  language = ["-swift-version", "6" if stdlib >= (6, 0) else "5"]
  result = subprocess.run(
    ["swiftc", "-wmo", "-module-cache-path", cache, *sdk_flags, *language, *DEFINES, *sqlite,
     "-package-name", "grdb", "-emit-module", "-module-name", "GRDB", "-parse-as-library",
     "-Xfrontend", "-experimental-skip-all-function-bodies",
     "-emit-module-path", str(checker.modules / "GRDB.swiftmodule"), *map(str, files)],
    capture_output=True, text=True)
  if result.returncode != 0:
    checker.log(result.stdout + result.stderr)
    checker.failures.append("GRDB: its interface could not be emitted")
    return False
  checker.flags += sqlite
  return True
