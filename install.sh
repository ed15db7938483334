#!/usr/bin/env bash
# Builds viper-gen in release mode and installs it to $PREFIX/bin (default /usr/local).
#   ./install.sh                    install to /usr/local/bin
#   ./install.sh --prefix ~/.local  install to ~/.local/bin
#   ./install.sh --uninstall        remove it again (honours --prefix)
set -euo pipefail

prefix="${PREFIX:-/usr/local}"
action=install
while [ $# -gt 0 ]; do
    case "$1" in
        --prefix) [ $# -ge 2 ] || { echo "Error: --prefix needs a folder, e.g. --prefix ~/.local" >&2; exit 64; }
                  prefix="$2"; shift 2 ;;
        --prefix=*) prefix="${1#--prefix=}"; shift ;;
        --uninstall) action=uninstall; shift ;;
        -h|--help) sed -n '2,5s/^# \{0,1\}//p' "$0"; exit 0 ;;
        *) echo "Error: unknown option '$1'. See './install.sh --help'." >&2; exit 64 ;;
    esac
done
target="$prefix/bin/viper-gen"

if [ "$action" = uninstall ]; then
    if [ -e "$target" ]; then
        rm -f "$target"
        echo "Removed $target"
    else
        echo "Nothing to remove: $target does not exist"
    fi
    exit 0
fi

cd "$(dirname "$0")"
command -v swift >/dev/null || { echo "Error: swift is not on PATH. Install Swift 6 (swift.org) first." >&2; exit 69; }
# A static Swift standard library makes the binary independent of the toolchain where supported.
flags=(-c release --product viper-gen)
if [ "$(uname)" = Linux ]; then flags+=(--static-swift-stdlib); fi
echo "Building viper-gen (release)..."
swift build "${flags[@]}"
binary="$(swift build "${flags[@]}" --show-bin-path)/viper-gen"

mkdir -p "$prefix/bin"
# Copy next to the target, then rename: a running viper-gen is never left half-written.
install -m 0755 "$binary" "$target.new.$$"
mv -f "$target.new.$$" "$target"
echo "Installed viper-gen $("$target" --version) to $target"
case ":$PATH:" in
    *":$prefix/bin:"*) ;;
    *) echo "Note: $prefix/bin is not on your PATH; add it, e.g. export PATH=\"$prefix/bin:\$PATH\"" ;;
esac
