#!/usr/bin/env bash
# Installs the official MCP Python SDK (mcp and its dependencies, pinned in
# Tests/MCPClient/requirements.txt) in a virtualenv at .build/mcp-sdk, for the
# test that drives `viper-gen mcp` with the SDK's real client (MCPPythonClientTests, which runs
# Tests/MCPClient/viper_gen_mcp_client.py with .build/mcp-sdk/bin/python). Idempotent: a venv
# that already imports the pinned version is kept. Needs python3 (3.10 or later) and network
# access to PyPI; when `python3 -m venv` is missing (Debian without python3-venv), installs
# python3-venv with apt-get, as .ci/run installs zsh and fish. Prints one line saying what it
# did; exits non-zero with the reason when it cannot install.
#   bash Tests/Scripts/install-mcp-sdk.sh
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
venv="$root/.build/mcp-sdk"
requirements="$root/Tests/MCPClient/requirements.txt"
pin="$(sed -n 's/^mcp==//p' "$requirements")"

fail() {
    echo "install-mcp-sdk: $*" >&2
    exit 1
}

# Whether the venv's python imports mcp at the pinned version.
has_pin() {
    [ -x "$venv/bin/python" ] && "$venv/bin/python" - "$pin" >/dev/null 2>&1 <<'EOF'
import sys, importlib.metadata as metadata
import mcp
sys.exit(0 if metadata.version("mcp") == sys.argv[1] else 1)
EOF
}

if has_pin; then
    echo "install-mcp-sdk: mcp==$pin is already installed in $venv"
    exit 0
fi

# Whether $1 is a Python 3.10 or later with venv and its pip bootstrap (ensurepip).
usable() {
    "$1" -c 'import sys, venv, ensurepip; sys.exit(0 if sys.version_info >= (3, 10) else 1)' \
        >/dev/null 2>&1
}

start=$SECONDS
apt_note=""
python="$(command -v python3 || true)"
# Debian splits venv's pip bootstrap into python3-venv (and a container may have no python3):
# install it as .ci/run installs zsh and fish (apt's helpers need a writable TMPDIR). It serves
# the system's python3, which may not be the first on PATH.
if [ -z "$python" ] || ! usable "$python"; then
    if command -v apt-get >/dev/null 2>&1; then
        apt_tmp="$(mktemp -d)"
        chmod 1777 "$apt_tmp"
        TMPDIR="$apt_tmp" apt-get update -qq >/dev/null 2>&1 || true
        TMPDIR="$apt_tmp" DEBIAN_FRONTEND=noninteractive apt-get install -y -qq python3-venv \
            >/dev/null 2>&1 || true
        rm -rf "$apt_tmp"
        for candidate in $(command -v python3 || true) /usr/bin/python3; do
            if usable "$candidate"; then
                python="$candidate"
                apt_note=", python3-venv installed with apt-get"
                break
            fi
        done
    fi
    [ -n "$python" ] ||
        fail "python3 is not installed: install Python 3.10 or later with venv and pip"
    "$python" -c 'import sys; sys.exit(0 if sys.version_info >= (3, 10) else 1)' ||
        fail "$("$python" --version 2>&1) is too old: mcp==$pin needs Python 3.10 or later"
    usable "$python" ||
        fail "$python has no venv/ensurepip module and apt-get could not install python3-venv"
fi

# A venv left by a failed or older install is made again.
rm -rf "$venv"
mkdir -p "$(dirname "$venv")"
log="$(mktemp)"
trap 'rm -f "$log"' EXIT
"$python" -m venv "$venv" >"$log" 2>&1 || {
    cat "$log" >&2
    rm -rf "$venv"
    fail "'$python -m venv $venv' failed (output above)"
}
"$venv/bin/python" -m pip install --quiet --disable-pip-version-check -r "$requirements" \
    >"$log" 2>&1 || {
    cat "$log" >&2
    rm -rf "$venv"
    fail "'pip install mcp==$pin' failed (output above): is PyPI reachable?"
}
has_pin || {
    rm -rf "$venv"
    fail "pip installed mcp, but $venv/bin/python does not import mcp==$pin"
}
echo "install-mcp-sdk: installed mcp==$pin in $venv with $("$python" --version 2>&1) ($((SECONDS - start)) s$apt_note)"
