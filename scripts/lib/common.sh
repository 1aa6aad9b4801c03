# Shared helpers for hexkick's scripts. Source it; it defines functions and sets nothing else
# but PATH (so cargo is found when a CI shell did not load rustup's profile).

case ":$PATH:" in
*":$HOME/.cargo/bin:"*) ;;
*) [ -d "$HOME/.cargo/bin" ] && export PATH="$HOME/.cargo/bin:$PATH" ;;
esac

# Prints "==> message" in bold when stdout is a terminal.
say() {
    if [ -t 1 ]; then printf '\033[1m==> %s\033[0m\n' "$*"; else printf '==> %s\n' "$*"; fi
}

# Runs a command as root: directly when we are root, else through sudo.
as_root() {
    if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi
}

# True when the Debian package is installed.
deb_installed() {
    [ "$(dpkg-query -W -f='${Status}' "$1" 2>/dev/null)" = "install ok installed" ]
}

# Installs the Debian packages that are missing; runs `apt-get update` only if one is.
ensure_deb() {
    local missing=()
    local pkg
    for pkg in "$@"; do
        deb_installed "$pkg" || missing+=("$pkg")
    done
    [ "${#missing[@]}" -eq 0 ] && return 0
    say "installing Debian packages: ${missing[*]}"
    as_root env DEBIAN_FRONTEND=noninteractive apt-get update -qq &&
        as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}"
}

# The Debian packages of the wasm32 and build-std route (see docs/building.md, "Cross-target checks").
WEB_DEBS=(rustc-web rust-web-src lld-19)

# Runs a command (normally cargo) with Debian's rustc-web 1.96 and nightly flags allowed: the
# -Zbuild-std route to every target rustup cannot fetch here (wasm32, Android, iOS).
# See docs/building.md, "Cross-target checks". WASM_RUSTFLAGS adds flags to the wasm32 build.
with_build_std() {
    env RUSTC=/usr/bin/rustc RUSTC_BOOTSTRAP=1 \
        CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_LINKER=wasm-ld-19 \
        CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUSTFLAGS="-C link-arg=--allow-undefined ${WASM_RUSTFLAGS:-}" "$@"
}
