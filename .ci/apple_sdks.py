"""Apple's SDKs for .ci/check-apple-sdks: where each is found, and what Linux needs to read it.

Each SDK fills a slot (the iOS floor, the newest iOS, tvOS, macOS). A slot's SDK comes from its
environment variable, else from Xcode (`xcrun --sdk … --show-sdk-path`, on a Mac) if Xcode's SDK
fits the slot, else from the newest fitting `*.sdk` folder in ~/sdks. A variable naming no SDK,
or an SDK of another version than its slot takes, is an error naming the path.

On Linux the SDKs' interfaces need a few things Xcode's toolchain brings or its compiler
accepts (Scaffolding/AppleSDKCheck/README.md says why each is there): a resource folder of
the check's own, API notes, `-I <resources>/shims`, and patched copies of SwiftUI's and
Observation's interfaces. The copies are Apple's files: they live next to the module cache,
never in the repository.
"""
import dataclasses
import hashlib
import json
import os
import pathlib
import re
import shutil
import subprocess
import sys
import time

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
from swift_typecheck import ROOT, toolchain_lib  # noqa: E402

CHECK = ROOT / "Scaffolding/AppleSDKCheck"
# The SDK's own modules (Swift, Foundation, UIKit…), built once per SDK and toolchain and
# shared by every clone, as Xcode shares its module cache: the first run builds them (one to
# two minutes per SDK), later runs reuse them. Patched interfaces and the SwiftUI built from
# them live beside it.
CACHE = pathlib.Path(os.environ.get("XDG_CACHE_HOME", pathlib.Path.home() / ".cache")) / "tabula"


@dataclasses.dataclass(frozen=True)
class Slot:
  """One SDK the check typechecks against, and how it is found."""

  key: str           # names the slot in fixtures' `// expect[key]:` lines and in folders
  title: str         # for people
  variable: str      # the environment variable that names its SDK
  folder_prefix: str  # ~/sdks/<prefix><version>.sdk
  xcrun_sdk: str     # `xcrun --sdk <this> --show-sdk-path`
  platform: str      # SDKSettings.json's "CanonicalName" without its version
  fits: str          # which SDK versions the slot takes, for people
  targets: tuple     # each target typechecked, in order

  def takes(self, version):
    major = int(version.split(".")[0])
    return {"ios-floor": major == 16, "ios": major >= 17}.get(self.key, True)


SLOTS = [
  Slot("ios-floor", "iOS floor", "TABULA_IOS_FLOOR_SDK", "iPhoneOS", "iphoneos", "iphoneos",
       "an iPhoneOS 16 SDK (16.4, Xcode 14.3's)",
       ("arm64-apple-ios15.0",)),
  Slot("ios", "iOS", "TABULA_IOS_SDK", "iPhoneOS", "iphoneos", "iphoneos",
       "the newest iPhoneOS SDK, 17 or later", ("arm64-apple-ios15.0",)),
  Slot("tvos", "tvOS", "TABULA_TVOS_SDK", "AppleTVOS", "appletvos", "appletvos",
       "an AppleTVOS SDK", ("arm64-apple-tvos15.0",)),
  Slot("macos", "macOS", "TABULA_MACOS_SDK", "MacOSX", "macosx", "macosx",
       "a MacOSX SDK (named MacOSX<version>.sdk, as Xcode names it)",
       ("arm64-apple-macos12.0", "x86_64-apple-macos12.0")),
]
SLOT = {slot.key: slot for slot in SLOTS}


@dataclasses.dataclass(frozen=True)
class SDK:
  slot: Slot
  path: pathlib.Path
  source: str   # where it was found
  version: str  # SDKSettings.json's "Version"
  name: str     # SDKSettings.json's "DisplayName"


def settings(path):
  try:
    return json.loads((path / "SDKSettings.json").read_text())
  except (OSError, ValueError):
    return None


def find(slot):
  """The slot's SDK; None if this machine has none; SystemExit for a path that is wrong."""

  def sdk(path, source):
    found = settings(path)
    if found is None:
      # A path someone chose and mistyped must not pass as a machine without an SDK.
      raise SystemExit(f"check-apple-sdks: {path} (from {source}) is not an SDK: it has no "
                       f"readable SDKSettings.json")
    canonical = found.get("CanonicalName", "")
    version = str(found.get("Version", "0"))
    if not canonical.startswith(slot.platform) or not slot.takes(version):
      raise SystemExit(f"check-apple-sdks: {path} (from {source}) is {found.get('DisplayName')}"
                       f" ({canonical}); {slot.variable} takes {slot.fits}")
    return SDK(slot, path, source, version, found.get("DisplayName", f"{slot.title} {version}"))

  if os.environ.get(slot.variable):
    return sdk(pathlib.Path(os.environ[slot.variable]).expanduser(), slot.variable)
  if shutil.which("xcrun"):
    shown = subprocess.run(["xcrun", "--sdk", slot.xcrun_sdk, "--show-sdk-path"],
                           capture_output=True, text=True)
    path = pathlib.Path(shown.stdout.strip())
    found = settings(path) if shown.returncode == 0 and shown.stdout.strip() else None
    if found and slot.takes(str(found.get("Version", "0"))):
      return sdk(path, "xcrun")
  candidates = [path for path in (pathlib.Path.home() / "sdks").glob(f"{slot.folder_prefix}*.sdk")
                if (settings(path) or {}).get("CanonicalName", "").startswith(slot.platform)
                and slot.takes(str(settings(path).get("Version", "0")))]
  if not candidates:
    return None
  newest = max(candidates, key=lambda path: [int(n) for n in re.findall(r"\d+", path.name)])
  return sdk(newest, "~/sdks")


# MARK: - What a target reads in the SDK


def interface_name(target):
  """`arm64-apple-ios15.0` -> ("arm64", "apple-ios"): the parts of the interface's file name."""
  arch, vendor, system = target.split("-", 2)
  return arch, f"{vendor}-{re.sub(r'[0-9.]+$', '', system)}"


def interface(sdk_path, module_folder, target):
  """The SDK's interface of a module for `target`: `<arch>-apple-<os>.swiftinterface`, or the
  arm64e one where the SDK has no arm64 one (macOS), as the compiler falls back; None if the
  SDK lacks the module."""
  arch, system = interface_name(target)
  for name in (f"{arch}-{system}", f"arm64e-{system}" if arch == "arm64" else None):
    if name and (sdk_path / module_folder / f"{name}.swiftinterface").exists():
      return sdk_path / module_folder / f"{name}.swiftinterface"
  return None


def stdlib_interface(sdk_path, module, target):
  return interface(sdk_path, f"usr/lib/swift/{module}.swiftmodule", target)


def stdlib_swift_version(sdk_path, target):
  """The Swift version that printed the SDK's standard library, as (major, minor)."""
  found = stdlib_interface(sdk_path, "Swift", target)
  printed = found and re.search(r"^// swift-compiler-version: .*?Swift version (\d+)\.(\d+)",
                                found.read_text(), re.MULTILINE)
  return (int(printed[1]), int(printed[2])) if printed else (0, 0)


# The standard-library members the package uses that an SDK's library may predate, and that
# Xcode back-deploys (`@_alwaysEmitIntoClient`): each file in Scaffolding/AppleSDKCheck/
# BackDeployed declares one, added to every module typechecked against an SDK whose interface
# lacks it. Added where the SDK has it, it would make every use ambiguous.
BACK_DEPLOYED = [
  ("Sequence+CountWhere.swift", "Swift", re.compile(r"func count(<[^>]*>)?\(where ")),
  ("Result+TypedCatching.swift", "Swift",
   re.compile(r"init\(catching body: \(\) throws\(Failure\)")),
  ("MainActor+AssumeIsolated.swift", "_Concurrency", re.compile(r"func assumeIsolated\b")),
  # Declared, but only from macOS 14 (Swift 5.9's interface); not needed when back-deployed
  # (`@_alwaysEmitIntoClient`) or when the file above stands in for it.
  ("MainActor+AssumeIsolatedBeforeMacOS14.swift", "_Concurrency",
   re.compile(r"@_alwaysEmitIntoClient\b[^\n]*static func assumeIsolated\b"
              r"|\A(?![\s\S]*func assumeIsolated\b)")),
]


def back_deployed(sdk_path, target):
  """The declarations this SDK's standard library lacks, as files to typecheck with."""
  missing = []
  for file, module, declared in BACK_DEPLOYED:
    found = stdlib_interface(sdk_path, module, target)
    if found is None or not declared.search(found.read_text()):
      missing.append(CHECK / "BackDeployed" / file)
  return missing


# MARK: - Linux only


def toolchain_version():
  return subprocess.run(["swiftc", "--version"], capture_output=True, text=True).stdout


def linux_resources(work):
  """The toolchain's clang and shims folders, plus the API notes the Linux toolchain lacks.

  The toolchain's own resource folder would bring its Linux Dispatch module map and `os`
  headers, which clash with the SDK's. On a Mac, Xcode's toolchain is used as it is.
  """
  lib = toolchain_lib()
  resources = work / "resources"
  shutil.rmtree(resources, ignore_errors=True)
  resources.mkdir(parents=True)
  for name in ("clang", "shims"):
    (resources / name).symlink_to(lib / name)
  shutil.copytree(CHECK / "APINotes", resources / "apinotes")
  return resources


def linux_flags(resources):
  """`-I <resources>/shims`: from iOS and tvOS 18 (and macOS 15) SDKs on, clang's Darwin driver
  stops scanning the resource folder's subfolders for module maps, so the SDK's standard library
  no longer finds SwiftShims; a search path reaches the compiler's sub-invocations, which build
  the SDK's interfaces. It changes nothing with older SDKs."""
  return ["-resource-dir", str(resources), "-I", str(resources / "shims")]


def cached_folder(kind, key_parts, build, log):
  """A folder in CACHE/<kind>/<hash of key_parts>, made by `build(folder)` the first time.

  Built in a folder of its own and renamed into place, so a run that stops half-way or
  another run building the same folder meanwhile leaves nothing half-made.
  """
  key = hashlib.sha256("\0".join(key_parts).encode()).hexdigest()[:16]
  folder = CACHE / kind / key
  if folder.exists():
    return folder, False
  building = CACHE / kind / f"{key}.building-{os.getpid()}-{time.monotonic_ns()}"
  building.mkdir(parents=True)
  try:
    build(building)
  except BaseException:
    shutil.rmtree(building, ignore_errors=True)
    raise
  try:
    building.rename(folder)
  except OSError:  # another run made it meanwhile
    shutil.rmtree(building)
  return folder, True


# Observation's macros expand through the toolchain's plugin, whose expansions an SDK printed by
# an older compiler does not declare: 6.2 and later add members named `shouldNotifyObservers`
# ("declaration name 'shouldNotifyObservers' is not covered by macro 'Observable'", iOS 18.6,
# tvOS 18.0); with Swift 5.9's declarations (macOS 14) `@ObservationTracked` "produced an
# unexpected 'init' accessor". The copy declares each macro with the roles and names the
# toolchain's own interface gives it, and keeps everything else (availability included).
OBSERVATION_MACRO = re.compile(
  r"^(?P<roles>@attached\(.*?) public macro (?P<name>\w+)\(\)(?P<result> -> \(\))? = "
  r"(?P<body>#externalMacro\(module: \"ObservationMacros\", type: \"\w+\"\))$", re.MULTILINE)


def observation_overlay(sdk, log):
  """A folder holding a copy of the SDK's Observation interfaces whose macros are declared as
  the toolchain's plugin expands them, to pass with `-I`; None if the SDK has no Observation or
  declares them so already."""
  toolchain = next((toolchain_lib() / "linux/Observation.swiftmodule").glob("*.swiftinterface"))
  roles = {found["name"]: found["roles"]
           for found in OBSERVATION_MACRO.finditer(toolchain.read_text())}
  patched = {}
  for path in sorted((sdk.path / "usr/lib/swift/Observation.swiftmodule").glob("*.swiftinterface")):
    text, changed = OBSERVATION_MACRO.subn(
      lambda found: (f"{roles.get(found['name'], found['roles'])} public macro {found['name']}() "
                     f"= {found['body']}"),
      path.read_text())
    if text != path.read_text():
      patched[path.name] = text
  if not patched:
    return None

  def write(building):
    (building / "Observation.swiftmodule").mkdir()
    for name, text in patched.items():
      (building / "Observation.swiftmodule" / name).write_text(text)

  overlay, made = cached_folder("apple-sdk-observation",
                                [str(sdk.path), toolchain_version(), *patched.values()], write,
                                log)
  log(f"  Observation, its macros declared as the toolchain expands them: "
      f"{'made' if made else 'reused'} {overlay}")
  return overlay


# SwiftUI's interfaces hold a few things this compiler rejects; each patch below changes a
# copy, and says how often it applied. An interface none applies to is used as it is.

# `os_log(.fault, log: Log.runtimeIssuesLog, """…""")` whose message interpolates, in
# `@inlinable` bodies: "string interpolation cannot be used in this context". Only those go
# (iOS 16.4, macOS 14; iOS 18.6 has none).
RUNTIME_ISSUE_LOG = re.compile(
  r'^[ \t]*os_log\(\.fault, log: Log\.runtimeIssuesLog, """\n((?:(?!""").)*?)"""\)\n',
  re.MULTILINE | re.DOTALL)


def without_interpolated_os_log(text):
  count = 0

  def remove(call):
    nonlocal count
    if "\\(" not in call[1]:
      return call[0]
    count += 1
    return ""

  return RUNTIME_ISSUE_LOG.sub(remove, text), count


# macOS 14: "protocol 'ShapeStyle' requires '_makeView(view:inputs:)' to be available in macOS
# 10.15 and newer": its default sits in an extension marked macOS 12. That one member moves to an
# extension of its own, without the attribute (the rest of that extension needs it).
SHAPE_STYLE_EXTENSION = re.compile(
  r"^(@available\([^\n]*\)\n)(extension SwiftUI\.ShapeStyle \{\n)((?:(?!^\}\n).)*?)"
  r"(^  [^\n]*static func _makeView<S>\(view: SwiftUI\._GraphValue<SwiftUI\._ShapeView<S, "
  r"Self>>, inputs: SwiftUI\._ViewInputs\) -> SwiftUI\._ViewOutputs where S : SwiftUI\.Shape\n)",
  re.MULTILINE | re.DOTALL)


def shape_style_make_view_unconditional(text):
  return SHAPE_STYLE_EXTENSION.subn(
    lambda m: f"extension SwiftUI.ShapeStyle {{\n{m[4]}}}\n{m[1]}{m[2]}{m[3]}", text)


# macOS 14: "'_StackLayoutCache' is only available in macOS 13.0 or newer" at `typealias Cache`
# of `_HStackLayout`/`_VStackLayout` (macOS 10.15): the typealias gets the cache's availability.
STACK_LAYOUT_CACHE = re.compile(r"^(  )(public typealias Cache = SwiftUI\._StackLayoutCache)$",
                                re.MULTILINE)


def stack_layout_cache_available(text):
  return STACK_LAYOUT_CACHE.subn(
    r"\1@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)\n\1\2", text)


# Each patch, and the platforms whose interface needs it: iOS 16.4's has the same ShapeStyle
# and stack layout declarations, and builds as they are (why, is not known).
SWIFTUI_PATCHES = [
  (without_interpolated_os_log, {"iphoneos", "appletvos", "macosx"}),
  (shape_style_make_view_unconditional, {"macosx"}),
  (stack_layout_cache_available, {"macosx"}),
]


def swiftui_overlay(sdk, target, resources, module_cache, observation, log):
  """A folder holding SwiftUI.swiftmodule built for `target`'s architecture from a patched
  copy of the SDK's interface, to pass with `-I`; None where no patch applies (the compiler then
  builds the SDK's own into the module cache).

  Built at the interface's own target (the SDK's version), as the SDK's own would be: a client
  at an older deployment target imports it. The key hashes the patched interface, the SDK's
  path and the toolchain, so a new SDK or toolchain builds a new folder (old ones can go).
  """
  source = interface(sdk.path, "System/Library/Frameworks/SwiftUI.framework/Modules/"
                     "SwiftUI.swiftmodule", target)
  if source is None:
    raise SystemExit(f"check-apple-sdks: {sdk.path} has no SwiftUI interface for {target}")
  text, applied = source.read_text(), []
  for patch, platforms in SWIFTUI_PATCHES:
    if sdk.slot.platform not in platforms:
      continue
    text, count = patch(text)
    if count:
      applied.append(f"{patch.__name__} ({count})")
  if not applied:
    log(f"  SwiftUI: the SDK's interface, as it is ({source.name})")
    return None
  own_target = re.search(r"^// swift-module-flags: .*?-target (\S+)", text, re.MULTILINE)[1]
  started = time.monotonic()

  def build(building):
    (building / "SwiftUI.swiftinterface").write_text(text)
    flags = ["-I", str(observation)] if observation else []
    built = subprocess.run(
      ["swiftc", "-frontend", "-compile-module-from-interface",
       str(building / "SwiftUI.swiftinterface"), "-o", str(building / "SwiftUI.swiftmodule"),
       "-module-name", "SwiftUI", "-target", own_target, "-sdk", str(sdk.path),
       *linux_flags(resources), *flags, "-module-cache-path", str(module_cache)],
      capture_output=True, text=True)
    if built.returncode != 0:
      log(built.stdout + built.stderr)
      raise SystemExit(f"check-apple-sdks: SwiftUI could not be built from {source} "
                       f"(apple_sdks.swiftui_overlay)")

  folder, made = cached_folder(
    "apple-sdk-swiftui", [text, str(sdk.path), toolchain_version(), str(observation)], build, log)
  if made:
    log(f"  SwiftUI, built from a copy of the SDK's {source.name} with "
        f"{', '.join(applied)}, for {own_target}: {folder} ({time.monotonic() - started:.1f}s)")
  else:
    log(f"  SwiftUI, built from a patched copy of the SDK's {source.name}: reused {folder}")
  return folder


def testing_module(target, modules):
  """Swift Testing for `target`, from the Linux toolchain's textual interface, into `modules`.

  Two changes the SDKs' older standard libraries need: `= #isolation` default arguments read
  `= nil`, and the extension declaring `ExitTest.current: ExitTest?` (an optional of a
  noncopyable type) is dropped.
  """
  source = next((toolchain_lib() / "linux/Testing.swiftmodule").glob("*.swiftinterface"))
  text = re.sub(r"-target \S+", f"-target {target}", source.read_text(), count=1)
  text = text.replace("= #isolation", "= nil")
  text, dropped = re.subn(
    r"extension Testing\.ExitTest \{\n  public static var current: Testing\.ExitTest\? \{"
    r".*?\n\}\n", "", text, count=1, flags=re.DOTALL)
  if dropped != 1:
    raise SystemExit("Swift Testing's interface changed: ExitTest.current was not found "
                     "(apple_sdks.testing_module)")
  arch, system = interface_name(target)
  folder = modules / "Testing.swiftmodule"
  folder.mkdir(parents=True, exist_ok=True)
  (folder / f"{arch}-{system}.swiftinterface").write_text(text)


def is_linux():
  return sys.platform != "darwin"
