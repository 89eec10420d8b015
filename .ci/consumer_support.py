"""Scratch apps of Tabula for .ci/check-consumer-resolution and .ci/check-readme-consumer: a
copy of this working tree as a git repository with a version tag, which an app depends on by a
`file://` URL as it would by the published URL, and the app packages themselves.
"""
import json
import pathlib
import shutil
import subprocess
import tempfile

ROOT = pathlib.Path(__file__).resolve().parent.parent
TAG = "0.1.0"


def tagged_copy(folder, edit=None):
  """Copies the files git tracks (as they are in the working tree) to `folder/Tabula`, lets
  `edit(copy)` change them, and commits them there with the tag TAG. Returns the copy."""
  copy = pathlib.Path(folder) / "Tabula"
  files = subprocess.run(["git", "ls-files", "-z"], cwd=ROOT, capture_output=True, text=True,
                         check=True).stdout.split("\0")
  for name in filter(None, files):
    if (ROOT / name).is_file():
      (copy / name).parent.mkdir(parents=True, exist_ok=True)
      shutil.copy2(ROOT / name, copy / name)
  if edit:
    edit(copy)
  git = ["git", "-c", "user.name=CI", "-c", "user.email=ci@localhost", "-C", str(copy)]
  subprocess.run(["git", "init", "-q", str(copy)], check=True)
  subprocess.run(git + ["add", "-A"], check=True)
  subprocess.run(git + ["commit", "-q", "-m", "scratch copy"], check=True)
  subprocess.run(git + ["tag", TAG], check=True)
  return copy


def dependency(copy, form, traits):
  """The app's `.package(…)` line for the copy: by `file://` URL from TAG (`form == "url"`),
  or by path; `traits` None leaves the argument out."""
  trait_list = "" if traits is None else f", traits: {json.dumps(traits)}"
  if form == "url":
    return f'.package(url: "{copy.as_uri()}", from: "{TAG}"{trait_list})'
  return f'.package(path: "{copy}"{trait_list})'


def resolved_identities(app):
  """The identities of the packages an app's `Package.resolved` pins."""
  pins = app / "Package.resolved"
  if not pins.exists():
    return set()
  return {pin["identity"] for pin in json.loads(pins.read_text())["pins"]}


def temporary_folder(prefix):
  return pathlib.Path(tempfile.mkdtemp(prefix=prefix))
