#!/usr/bin/env bash
# Assembles hexkick.app on a Mac with Xcode (command-line tools) and rustup.
#
#   ios/build-app.sh sim                      simulator build (arm64 Macs; x86_64 Macs: sim-x86)
#   ios/build-app.sh device TEAM_ID [PROFILE] device build, signed for development
#   ios/build-app.sh release TEAM_ID PROFILE  device build signed for App Store / TestFlight
#
# Writes target/ios/<mode>/hexkick.app: the binary, Info.plist, the compiled launch screen,
# the app icon (actool, from Assets.xcassets) and the game's assets/. Environment:
#   SIGN_IDENTITY   codesign identity (default "Apple Development" / "Apple Distribution")
# See ios/README.md for installing on a simulator or a device.
set -euo pipefail
cd "$(dirname "$0")/.."

mode=${1:-}
team=${2:-}
profile=${3:-}
case "$mode" in
sim) target=aarch64-apple-ios-sim sdk=iphonesimulator ;;
sim-x86) target=x86_64-apple-ios sdk=iphonesimulator ;;
device | release)
    target=aarch64-apple-ios sdk=iphoneos
    [ -n "$team" ] || {
        echo "usage: ios/build-app.sh $mode TEAM_ID [PROFILE.mobileprovision]" >&2
        exit 2
    }
    ;;
*)
    sed -n '2,12p' "$0" >&2
    exit 2
    ;;
esac
[ "$mode" = release ] && [ -z "$profile" ] && {
    echo "release builds need a distribution provisioning profile" >&2
    exit 2
}
[ "$(uname -s)" = Darwin ] || {
    echo "build-app.sh needs macOS with Xcode (ibtool, actool, codesign)" >&2
    exit 1
}

rustup target add "$target"
cargo build --release --bin hexkick --target "$target"

app="target/ios/$mode/hexkick.app"
rm -rf "$app"
mkdir -p "$app"
cp "target/$target/release/hexkick" "$app/hexkick"
cp ios/Info.plist "$app/Info.plist"
cp -R assets "$app/assets"
xcrun ibtool --compile "$app/LaunchScreen.storyboardc" ios/LaunchScreen.storyboard
# The icon: actool compiles Assets.car and lists AppIcon in a partial Info.plist we merge in.
partial=$(mktemp -t hexkick-icons).plist
xcrun actool ios/Assets.xcassets --compile "$app" --platform "$sdk" \
    --minimum-deployment-target 13.0 --app-icon AppIcon \
    --target-device iphone --target-device ipad --output-partial-info-plist "$partial" >/dev/null
/usr/libexec/PlistBuddy -c "Merge $partial" "$app/Info.plist" 2>/dev/null || true
[ "$sdk" = iphoneos ] && plutil -replace DTPlatformName -string iphoneos "$app/Info.plist"

if [ "$sdk" = iphonesimulator ]; then
    codesign --force --sign - "$app" # ad-hoc: enough for the simulator
else
    allow=true identity=${SIGN_IDENTITY:-Apple Development}
    [ "$mode" = release ] && allow=false identity=${SIGN_IDENTITY:-Apple Distribution}
    [ -n "$profile" ] && cp "$profile" "$app/embedded.mobileprovision"
    entitlements=$(mktemp -t hexkick-entitlements).plist
    sed -e "s/@TEAM_ID@/$team/g" -e "s/@GET_TASK_ALLOW@/$allow/" ios/hexkick.entitlements >"$entitlements"
    codesign --force --timestamp --sign "$identity" --entitlements "$entitlements" "$app"
    codesign --verify --verbose=2 "$app"
fi
echo "built $app"
if [ "$mode" = release ]; then
    rm -rf target/ios/Payload && mkdir -p target/ios/Payload && cp -R "$app" target/ios/Payload/
    (cd target/ios && rm -f hexkick.ipa && zip -qr hexkick.ipa Payload)
    echo "built target/ios/hexkick.ipa (upload with Transporter or xcrun altool)"
fi
