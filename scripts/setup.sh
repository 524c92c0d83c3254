#!/usr/bin/env bash
# Install the external tools kcc drives: Boogie (Debian package, on Mono), the C preprocessor,
# z3 4.8.5 (PyPI `z3-solver==4.8.5.0`, which ships a `z3` binary), and cvc5 (Debian package;
# optional, for `--backend=smt2 --solver=cvc5`). Boogie 2.4.1 passes z3 the option
# `model_compress`, which newer z3 releases (e.g. Debian's 4.8.12) reject, so the z3 that kcc
# finds first on PATH must be 4.8.5; kcc's own SMT-LIB2 back end works with any z3 from 4.8 on.
# PyPI's `cvc5` package carries Python bindings only (no `cvc5` binary), so cvc5 comes from apt
# or not at all. The native check runs OpenCL kernels on pocl (Debian) through pyopencl (PyPI).
#
# Idempotent: tools already present are left alone. Runs as root, or with sudo when available.
set -euo pipefail

Z3_VERSION=4.8.5
Z3_PKG="z3-solver==${Z3_VERSION}.0"

say() { printf 'setup: %s\n' "$*"; }
die() { printf 'setup: error: %s\n' "$*" >&2; exit 1; }

if [ "$(id -u)" -eq 0 ]; then
  SUDO=()
elif command -v sudo >/dev/null 2>&1; then
  SUDO=(sudo)
else
  SUDO=()
fi

apt_updated=0
apt_install() {
  [ "$(id -u)" -eq 0 ] || [ "${#SUDO[@]}" -gt 0 ] || die "need root or sudo to install: $*"
  if [ "$apt_updated" -eq 0 ]; then
    say "apt-get update"
    "${SUDO[@]}" env DEBIAN_FRONTEND=noninteractive apt-get update -q
    apt_updated=1
  fi
  say "apt-get install -y $*"
  "${SUDO[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -q "$@"
}

# The version number that `z3 --version` prints ("Z3 version 4.8.5 - 64 bit"), or nothing.
z3_version_of() { "$1" --version 2>/dev/null | awk '/Z3 version/ {print $3}' || true; }

# --- Boogie (pulls in Mono and Debian's own z3) and cpp -------------------------------------
missing=()
command -v boogie >/dev/null 2>&1 || missing+=(boogie)
command -v cpp >/dev/null 2>&1 || missing+=(cpp)
if [ "${#missing[@]}" -gt 0 ]; then
  apt_install "${missing[@]}"
else
  say "boogie and cpp already installed"
fi

# --- cvc5 (optional) from Debian -------------------------------------------------------------
if command -v cvc5 >/dev/null 2>&1; then
  say "cvc5 already installed"
else
  [ "$apt_updated" -eq 1 ] || { "${SUDO[@]}" env DEBIAN_FRONTEND=noninteractive apt-get update -q && apt_updated=1; } || true
  if apt-cache policy cvc5 2>/dev/null | grep -q 'Candidate: [0-9]'; then
    apt_install cvc5
  else
    say "no cvc5 package in this system's apt sources: --solver=cvc5 will not be available"
  fi
fi

# --- z3 4.8.5 from PyPI ----------------------------------------------------------------------
pip_cmd=()
if python3 -m pip --version >/dev/null 2>&1; then
  pip_cmd=(python3 -m pip)
elif command -v pip3 >/dev/null 2>&1; then
  pip_cmd=(pip3)
else
  apt_install python3-pip
  pip_cmd=(python3 -m pip)
fi

installed=$("${pip_cmd[@]}" show z3-solver 2>/dev/null | awk '/^Version:/ {print $2}' || true)
if [ "$installed" = "${Z3_VERSION}.0" ]; then
  say "$Z3_PKG already installed"
else
  say "${pip_cmd[*]} install $Z3_PKG"
  if ! out=$("${pip_cmd[@]}" install "$Z3_PKG" 2>&1); then
    if grep -q externally-managed-environment <<<"$out"; then
      say "pip refuses to touch the system Python; retrying with --break-system-packages"
      "${pip_cmd[@]}" install --break-system-packages "$Z3_PKG"
    else
      printf '%s\n' "$out" >&2
      die "could not install $Z3_PKG"
    fi
  fi
fi

# Where pip put the z3 binary (the wheel ships it as a script in <prefix>/bin).
pip_z3=""
location=$("${pip_cmd[@]}" show -f z3-solver 2>/dev/null | awk '/^Location:/ {print $2}' || true)
relative=$("${pip_cmd[@]}" show -f z3-solver 2>/dev/null | awk '$1 ~ /bin\/z3$/ {print $1}' || true)
if [ -n "$location" ] && [ -n "$relative" ]; then
  pip_z3=$(realpath -m "$location/$relative")
fi

# Make sure the z3 found first on PATH is 4.8.5: if it is not (Debian's z3 comes with Boogie),
# link the PyPI binary into /usr/local/bin, which precedes /usr/bin on Debian's default PATH.
path_z3=$(command -v z3 || true)
if [ -z "$path_z3" ] || [ "$(z3_version_of "$path_z3")" != "$Z3_VERSION" ]; then
  [ -n "$pip_z3" ] && [ -x "$pip_z3" ] || die "z3-solver is installed but its z3 binary was not found"
  say "linking /usr/local/bin/z3 -> $pip_z3"
  "${SUDO[@]}" mkdir -p /usr/local/bin
  "${SUDO[@]}" ln -sf "$pip_z3" /usr/local/bin/z3
  hash -r
fi

# --- A real OpenCL implementation for the native check: pocl (CPU) and pyopencl --------------
native_ok() { python3 -c 'import pyopencl as cl; assert cl.get_platforms()[0].get_devices()' >/dev/null 2>&1; }
if native_ok; then
  say "pocl and pyopencl already installed"
else
  dpkg -s pocl-opencl-icd >/dev/null 2>&1 || apt_install pocl-opencl-icd ocl-icd-libopencl1
  if ! python3 -c 'import pyopencl' >/dev/null 2>&1; then
    say "${pip_cmd[*]} install pyopencl"
    if ! out=$("${pip_cmd[@]}" install pyopencl 2>&1); then
      if grep -q externally-managed-environment <<<"$out"; then
        "${pip_cmd[@]}" install --break-system-packages pyopencl
      else
        printf '%s\n' "$out" >&2
        die "could not install pyopencl"
      fi
    fi
  fi
  native_ok || die "pyopencl finds no OpenCL device (pocl)"
fi

# --- Check -----------------------------------------------------------------------------------
boogie_path=$(command -v boogie) || die "boogie is not on PATH"
cpp_path=$(command -v cpp) || die "cpp is not on PATH"
z3_path=$(command -v z3) || die "z3 is not on PATH"
z3_version=$(z3_version_of "$z3_path")
[ "$z3_version" = "$Z3_VERSION" ] ||
  die "the z3 first on PATH ($z3_path) is version '${z3_version:-unknown}', not $Z3_VERSION; put ${pip_z3:-the z3-solver binary} first on PATH"
boogie_version=$(dpkg-query -W -f='${Version}' boogie 2>/dev/null || echo unknown)

say "ready:"
say "  boogie  $boogie_path (Debian package $boogie_version)"
say "  z3      $z3_path (version $z3_version)"
say "  cpp     $cpp_path"
say "  opencl  $(python3 -c 'import pyopencl as cl; p = cl.get_platforms()[0]; print(p.name, p.version)')"
if cvc5_path=$(command -v cvc5); then
  say "  cvc5    $cvc5_path ($(cvc5 --version 2>/dev/null | head -1))"
else
  say "  cvc5    not installed (optional)"
fi
