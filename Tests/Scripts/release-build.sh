# Sourced by the scripts here: sets $root (the repository), $work (a temporary folder removed
# on exit) and $bin (viper-gen built in release mode).
root="$(cd "$(dirname "$0")/../.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
echo "Building viper-gen (release)..."
swift build -c release --product viper-gen --package-path "$root" >/dev/null
bin="$(swift build -c release --show-bin-path --package-path "$root")/viper-gen"
