#!/usr/bin/env bash
# Builds viper-gen in release mode and installs it to PREFIX/bin (macOS and Linux), with its
# zsh, bash and fish completions and its man page under PREFIX/share.
#   ./install.sh                         install to /usr/local/bin
#   ./install.sh --prefix /opt/homebrew  install to /opt/homebrew/bin
#   ./install.sh --prefix ~/.local       install to ~/.local/bin (no sudo needed)
#   ./install.sh --uninstall             remove it again (honours --prefix)
# On Linux the binary is a static executable (Swift runtime, Foundation and C library linked in;
# the Swift runtime alone without a static C library) and is stripped.
# Needs Swift 6.0 or later on PATH (Xcode 16+ on macOS, the swift.org toolchain on Linux).
set -euo pipefail
# Portable to macOS: bash 3.2, BSD userland (install, strip, wc, dirname); no GNU-only options.

prefix="${PREFIX:-/usr/local}"
action=install
while [ $# -gt 0 ]; do
    case "$1" in
        --prefix) [ $# -ge 2 ] || { echo "Error: --prefix needs a folder, e.g. --prefix ~/.local" >&2; exit 64; }
                  prefix="$2"; shift 2 ;;
        --prefix=*) prefix="${1#--prefix=}"; shift ;;
        --uninstall) action=uninstall; shift ;;
        -h|--help) awk 'NR == 1 { next } /^#/ { sub(/^# ?/, ""); print; next } { exit }' "$0"; exit 0 ;;
        *) echo "Error: unknown option '$1'. See './install.sh --help'." >&2; exit 64 ;;
    esac
done

# The shell does not expand ~ in --prefix=~/.local (nor in PREFIX="~/..."), so do it here.
# shellcheck disable=SC2088 # matching a literal tilde on purpose
case "$prefix" in
    "") echo "Error: --prefix needs a folder, e.g. --prefix ~/.local" >&2; exit 64 ;;
    "~") prefix="$HOME" ;;
    "~/"*) prefix="$HOME/${prefix#"~/"}" ;;
    "~"*) echo "Error: cannot expand '${prefix%%/*}' in --prefix; give the full path." >&2; exit 64 ;;
esac
# Relative prefixes are relative to where you ran the script (it changes folder to build).
case "$prefix" in
    /*) ;;
    *) prefix="$PWD/$prefix" ;;
esac
while [ "$prefix" != / ] && [ "${prefix%/}" != "$prefix" ]; do prefix="${prefix%/}"; done
bindir="${prefix%/}/bin"
target="$bindir/viper-gen"
sharedir="${prefix%/}/share"
# What the binary prints, installed where the shells and man look: "file|arguments".
extras="zsh/site-functions/_viper-gen|completion zsh
bash-completion/completions/viper-gen|completion bash
fish/vendor_completions.d/viper-gen.fish|completion fish
man/man1/viper-gen.1|help --man"

# Fails early, before a long build, if bindir cannot be created or written by this user.
cannot_write() {
    local again="$0"
    [ "$prefix" = /usr/local ] || again="$again --prefix '$prefix'"
    [ "$action" = install ] || again="$again --uninstall"
    echo "Error: cannot write to $bindir ($1)." >&2
    if [ "$action" = install ]; then
        echo "Install where you need no admin rights:  $0 --prefix ~/.local" >&2
        echo "or run it as an administrator:          sudo $again" >&2
    else
        echo "Run it as an administrator: sudo $again" >&2
    fi
    exit 73
}
check_writable() {
    local dir="$bindir"
    while [ ! -e "$dir" ]; do dir="$(dirname "$dir")"; done
    if [ ! -d "$dir" ]; then
        echo "Error: cannot install to $bindir: $dir is not a folder." >&2
        exit 73
    fi
    [ -w "$dir" ] || cannot_write "permission denied"
}

if [ "$action" = uninstall ]; then
    if [ -e "$target" ] || [ -L "$target" ]; then
        check_writable
        rm -f "$target"
        echo "Removed $target"
    else
        echo "Nothing to remove: $target does not exist"
    fi
    echo "$extras" | while IFS='|' read -r file arguments; do
        if [ -e "$sharedir/$file" ]; then
            rm -f "$sharedir/$file" && echo "Removed $sharedir/$file"
        fi
    done
    exit 0
fi

check_writable
cd "$(dirname "$0")"
if ! command -v swift >/dev/null 2>&1; then
    echo "Error: swift is not on PATH. Install Swift 6 (Xcode 16+ on macOS, swift.org on Linux) first." >&2
    if [ -n "${SUDO_USER:-}" ]; then
        echo "sudo may have reset PATH; try: sudo env \"PATH=\$PATH\" $0" >&2
    fi
    exit 69
fi

os="$(uname)"
flags=(-c release --product viper-gen)
# Whether the C library can be linked statically (libc.a: libc6-dev on Debian and Ubuntu,
# glibc-static on Fedora).
has_static_libc() {
    local dir
    for dir in "/usr/lib/$(uname -m)-linux-gnu" /usr/lib64 /usr/lib; do
        [ -f "$dir/libc.a" ] && return 0
    done
    return 1
}
if [ "$os" = Linux ]; then
    # The Swift standard library linked statically makes the binary independent of the
    # toolchain. A static executable also starts in half the time: no dynamic loader, no
    # relocations against libstdc++ (a millisecond of every run). It is built here against this
    # machine's C library, whose account lookups (getpwuid) it loads at run time. (macOS has
    # the Swift runtime built in, and links nothing statically.)
    flags+=(--static-swift-stdlib)
    if has_static_libc; then
        flags+=(-Xswiftc -static-executable)
        echo "Building viper-gen (release, static executable)..."
    else
        echo "Note: no static C library (libc.a; glibc-static on Fedora), so the Swift runtime alone is linked statically; the binary starts about a millisecond slower."
        echo "Building viper-gen (release, static Swift standard library)..."
    fi
else
    echo "Building viper-gen (release)..."
fi
if [ "$os" = Linux ]; then
    # The static glibc warns at link time about functions the libraries use (the account
    # lookups above, mktemp); they are known and not the build's failure, so they are not shown.
    swift build "${flags[@]}" 2>&1 | {
        grep -v -e 'in statically linked applications requires at runtime' \
            -e "the use of \`mktemp' is dangerous" || true
    }
else
    swift build "${flags[@]}"
fi
binary="$(swift build "${flags[@]}" --show-bin-path)/viper-gen"
# Under sudo, hand .build back to the clone's owner so their own swift build/test keep working.
if [ -n "${SUDO_UID:-}" ] && [ "$(id -u)" = 0 ] && [ -n "$(find . -maxdepth 0 -user "$SUDO_UID")" ]; then
    chown -R "$SUDO_UID${SUDO_GID:+:$SUDO_GID}" .build
fi

mkdir -p "$bindir" 2>/dev/null || cannot_write "cannot create the folder"
# Copy next to the target, then rename: a running viper-gen is never left half-written.
staged="$target.new.$$"
trap 'rm -f "$staged"' EXIT
install -m 0755 "$binary" "$staged" || cannot_write "copy failed"
if [ "$os" = Linux ]; then
    # Drops symbols and debug info (about a fifth of the size); the copy in .build keeps them.
    if command -v strip >/dev/null 2>&1; then
        strip "$staged" || echo "Warning: strip failed; installing the unstripped binary." >&2
    else
        echo "Note: strip not found (binutils); installing the unstripped binary."
    fi
fi
version="$("$staged" --version)" || { echo "Error: the built binary does not run: $staged" >&2; exit 70; }
mv -f "$staged" "$target"
trap - EXIT
bytes="$(wc -c <"$target" | tr -d ' ')"
size="$(awk -v b="$bytes" 'BEGIN { printf "%.1f MB", b / 1000000 }')"
echo "Installed viper-gen $version to $target ($size)"
# The completions and the man page, printed by the binary just installed; one that cannot be
# written is a warning, not a failed install.
echo "$extras" | while IFS='|' read -r file arguments; do
    path="$sharedir/$file"
    # shellcheck disable=SC2086 # the arguments are words on purpose
    if mkdir -p "$(dirname "$path")" 2>/dev/null && "$target" $arguments >"$path.new.$$" 2>/dev/null \
        && chmod 0644 "$path.new.$$" && mv -f "$path.new.$$" "$path"; then
        echo "Installed $path"
    else
        rm -f "$path.new.$$" 2>/dev/null
        echo "Warning: could not write $path; print it with: viper-gen $arguments" >&2
    fi
done
case "$prefix" in
    /usr/local | /usr | /opt/homebrew) ;;
    *) echo "Note: zsh reads $sharedir/zsh/site-functions only when it is on \$fpath: add" \
        "fpath=(\"$sharedir/zsh/site-functions\" \$fpath) to ~/.zshrc before compinit" ;;
esac
case ":$PATH:" in
    *":$bindir:"*) ;;
    *) echo "Note: $bindir is not on your PATH; add it, e.g. export PATH=\"$bindir:\$PATH\"" ;;
esac
