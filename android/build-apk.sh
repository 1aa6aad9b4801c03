#!/usr/bin/env bash
# Builds hexkick's Android APK (all four ABIs) with cargo-quad-apk, then makes it ready for a
# store: native libraries linked and aligned for 16 KB pages, signed with your release key.
# Run it in the image of android/Dockerfile, or on a machine with the same tools
# (NDK_HOME, ANDROID_HOME, build-tools on PATH, cargo-quad-apk).
#
#   android/build-apk.sh                 debug-signed APK (cargo-quad-apk's debug key)
#   KEYSTORE=release.jks KEY_ALIAS=hexkick KEYSTORE_PASS=... android/build-apk.sh
#                                        release APK signed with your key
#
# Output: target/android-artifacts/hexkick.apk
set -euo pipefail
cd "$(dirname "$0")/.."

# Page size from Cargo.toml ([package.metadata.hexkick-android] page_size).
page_size=$(sed -n '/^\[package.metadata.hexkick-android\]/,/^\[/s/^page_size *= *\([0-9]*\)/\1/p' Cargo.toml)
page_size=${page_size:-16384}
for target in armv7-linux-androideabi aarch64-linux-android i686-linux-android x86_64-linux-android; do
    var="CARGO_TARGET_$(echo "$target" | tr 'a-z-' 'A-Z_')_RUSTFLAGS"
    export "$var=-C link-arg=-Wl,-z,max-page-size=$page_size -C link-arg=-Wl,-z,common-page-size=$page_size"
done

cargo quad-apk build --release
built=$(find target/android-artifacts/release/apk -maxdepth 1 -name 'hexkick.apk' | head -1)
[ -n "$built" ] || {
    echo "build-apk: cargo quad-apk produced no hexkick.apk" >&2
    exit 1
}

out=target/android-artifacts/hexkick.apk
# zipalign -P 16: uncompressed .so entries start on 16 KB boundaries (Android 15+ devices).
zipalign -f -P 16 4 "$built" "$out.aligned"
mv "$out.aligned" "$out"
if [ -n "${KEYSTORE:-}" ]; then
    apksigner sign --ks "$KEYSTORE" --ks-key-alias "${KEY_ALIAS:?set KEY_ALIAS}" \
        --ks-pass env:KEYSTORE_PASS "$out"
else
    apksigner sign --ks "$HOME/.android/debug.keystore" --ks-pass pass:android "$out"
fi
apksigner verify --print-certs "$out" | head -3
zipalign -c -P 16 -v 4 "$out" | tail -1

# Every native library's LOAD segments must be aligned to the page size.
readelf="$NDK_HOME/toolchains/llvm/prebuilt/linux-x86_64/bin/llvm-readelf"
check=$(mktemp -d)
unzip -q -o "$out" 'lib/*' -d "$check"
for so in "$check"/lib/*/*.so; do
    if "$readelf" -l "$so" | awk '/LOAD/ { print $NF }' | grep -qv "0x$(printf '%x' "$page_size")"; then
        echo "build-apk: $so has LOAD segments not aligned to $page_size" >&2
        exit 1
    fi
done
rm -rf "$check"
echo "built $out"
