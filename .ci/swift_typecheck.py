"""Typechecks the package's modules one by one with swiftc, for a platform SwiftPM cannot build.

Shared by .ci/check-apple-sdks (Apple's real SDKs) and .ci/check-platform-availability (the
UIKit stand-in emulating visionOS). Each module is typechecked with its bodies, then handed to
the next as an interface without bodies, so no code is ever generated.
"""
import pathlib
import re
import shutil
import subprocess
import time

ROOT = pathlib.Path(__file__).resolve().parent.parent
UPCOMING_FEATURES = ["ExistentialAny", "MemberImportVisibility", "InternalImportsByDefault"]
ERROR = re.compile(r"^/.*: error: ", re.MULTILINE)
WARNING = re.compile(r"^/.*: warning: .*$", re.MULTILINE)


def swift_files(folder):
  return sorted((ROOT / folder).rglob("*.swift"))


def toolchain_lib():
  """The toolchain's lib/swift folder (resources, plugins, Swift Testing's interface)."""
  swift = pathlib.Path(shutil.which("swift")).resolve()
  return swift.parent.parent / "lib/swift"


class Typechecker:
  """Typechecks modules into one folder of interfaces, and collects what failed."""

  def __init__(self, work, flags, allowed_warnings=None, extra_sources=(), module_cache=None,
               log=print, emit_with_bodies=False):
    """`log` takes each line of the report (print, or a run's own buffer).

    With `emit_with_bodies`, a module handed on is typechecked and emitted by one `-emit-module`
    that keeps its bodies (and runs the diagnostics that follow type checking), a quarter less
    work than a typecheck and a second pass without bodies. Only where the SDK's standard
    library knows typed throws (Swift 6): with an older one, code generation crashes.
    """
    self.work = work
    self.log = log
    self.emit_with_bodies = emit_with_bodies
    self.modules = work / "Modules"
    self.modules.mkdir(parents=True, exist_ok=True)
    # `-wmo`: one compiler for the whole module. Without it the driver starts one compiler per
    # file (each loading the SDK's modules again) and an emit-module job that skips bodies:
    # GRDB's interface took 34 s so, 1.9 s whole; TabulaAppKit's typecheck 18 s, 1.6 s, with
    # the same diagnostics (stop 64).
    self.flags = [
      "-wmo", "-module-cache-path", str(module_cache or work.parent / "ModuleCache"),
      "-I", str(self.modules),
      "-swift-version", "6", "-package-name", "tabula", "-DSWIFT_PACKAGE", *flags,
    ]
    for feature in UPCOMING_FEATURES:
      self.flags += ["-enable-upcoming-feature", feature]
    self.allowed_warnings = allowed_warnings
    self.extra_sources = [str(path) for path in extra_sources]
    self.failures = []

  def run(self, arguments):
    return subprocess.run(["swiftc", *self.flags, *arguments], capture_output=True, text=True)

  def typecheck(self, name, files, extra=(), emit=False, shown_root=None, warnings_ok=False):
    """Typechecks `files` as module `name`; with `emit`, hands its interface to the next.

    Errors fail, and so do warnings at a source line, except those matching
    `allowed_warnings` (all of them with `warnings_ok`). Warnings inside macro expansions do not count: Swift Testing's
    expansions mark calls `unsafe` that the iOS 16 SDK's standard library does not declare
    unsafe. `shown_root` names the folder the files were copied from, for the diagnostics.
    """
    started = time.monotonic()
    sources = [str(path) for path in files] + self.extra_sources
    module = self.modules / f"{name}.swiftmodule"
    one_pass = emit and self.emit_with_bodies
    action = ["-emit-module", "-emit-module-path", str(module)] if one_pass else ["-typecheck"]
    result = self.run([*action, "-module-name", name, "-parse-as-library", *extra, *sources])
    output = result.stdout + result.stderr
    if shown_root:
      output = output.replace(str(shown_root), str(ROOT))
    errors = len(ERROR.findall(output))
    warnings = [w for w in WARNING.findall(output)
                if not warnings_ok
                and not (self.allowed_warnings and re.search(self.allowed_warnings, w))]
    passed = result.returncode == 0 and not errors and not warnings
    if not passed:
      self.log(output)
      self.failures.append(f"{name}: {errors} errors, {len(warnings)} warnings")
      if one_pass:
        module.unlink(missing_ok=True)  # a module that fails is not handed on
    elif emit and not one_pass:
      self.emit(name, files, extra)
    self.log(f"  {name:<22} {len(files):>4} files  {errors} errors  {len(warnings)} warnings"
             f"  {time.monotonic() - started:5.1f}s")
    return passed

  def emit(self, name, files, extra=()):
    """Hands module `name` to the next ones as an interface, its bodies skipped unchecked."""
    module = self.run(["-emit-module", "-module-name", name, "-parse-as-library",
                       "-Xfrontend", "-experimental-skip-all-function-bodies",
                       "-emit-module-path", str(self.modules / f"{name}.swiftmodule"),
                       *extra, *[str(path) for path in files], *self.extra_sources])
    if module.returncode != 0:
      self.log(module.stdout + module.stderr)
      self.failures.append(f"{name}: its interface could not be emitted")

  def reject_fixtures(self, fixtures, key=None):
    """Each fixture must fail with the diagnostic its leading comment names: the line
    `// expect[<key>]: <diagnostic>` where one names this `key`, else `// expect: <diagnostic>`.
    Returns how many were checked."""
    for fixture in fixtures:
      expected = expectation(fixture.read_text(), key)
      if not expected:
        self.failures.append(f"{fixture.name}: it must begin with '// expect: <diagnostic>'")
        continue
      result = self.run(["-typecheck", "-warnings-as-errors", "-module-name", "Fixture",
                         str(fixture)])
      output = result.stdout + result.stderr
      if result.returncode == 0:
        self.failures.append(f"{fixture.name}: compiled, but must fail with: {expected}")
      elif expected not in output:
        self.log(output)
        self.failures.append(f"{fixture.name}: failed, but not with: {expected}")
      else:
        self.log(f"  rejected as expected: {fixture.relative_to(ROOT)} ({expected})")
    return len(fixtures)


EXPECT = re.compile(r"// expect(?:\[([\w-]+)\])?: (.*)")


def expectation(text, key):
  """The diagnostic a fixture's leading `// expect…` lines name for `key`."""
  general, specific = None, None
  for line in text.splitlines():
    found = EXPECT.fullmatch(line)
    if not found:
      break
    if found[1] is None:
      general = found[2]
    elif found[1] == key:
      specific = found[2]
  return specific or general
