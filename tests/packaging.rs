//! Packaging checks that can run without an SDK: the Android manifest metadata parses with the
//! schema cargo-quad-apk reads and says what we ship; every icon that Android, iOS and the web
//! page name exists with the right pixel size; Info.plist and the web page hold their keys.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use serde::Deserialize;

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn read(path: &str) -> String {
    std::fs::read_to_string(root().join(path)).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// Width, height and PNG colour type (2 = RGB, 6 = RGBA) from a PNG's IHDR chunk.
fn png_header(path: &Path) -> (u32, u32, u8) {
    let bytes = std::fs::read(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    assert!(
        bytes.len() > 26 && bytes.starts_with(b"\x89PNG\r\n\x1a\n") && &bytes[12..16] == b"IHDR",
        "{} is not a PNG",
        path.display()
    );
    let be =
        |at: usize| u32::from_be_bytes([bytes[at], bytes[at + 1], bytes[at + 2], bytes[at + 3]]);
    (be(16), be(20), bytes[25])
}

// ---- Android ------------------------------------------------------------------------------

/// The keys cargo-quad-apk accepts in `[package.metadata.android]` (it rejects any other).
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct QuadApkMetadata {
    android_version: Option<u32>,
    target_sdk_version: Option<u32>,
    min_sdk_version: Option<u32>,
    build_targets: Option<Vec<String>>,
    package_name: Option<String>,
    label: Option<String>,
    version_code: Option<i32>,
    version_name: Option<String>,
    icon: Option<String>,
    assets: Option<String>,
    res: Option<String>,
    fullscreen: Option<bool>,
    application_attributes: Option<BTreeMap<String, String>>,
    activity_attributes: Option<BTreeMap<String, String>>,
    opengles_version_major: Option<u8>,
    opengles_version_minor: Option<u8>,
    permission: Option<Vec<QuadApkPermission>>,
}

/// A `[[package.metadata.android.permission]]`: a uses-permission of the manifest.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct QuadApkPermission {
    name: String,
    max_sdk_version: Option<u32>,
}

#[derive(Debug, Deserialize)]
struct Manifest {
    package: Package,
    bin: Vec<Bin>,
}

#[derive(Debug, Deserialize)]
struct Package {
    version: String,
    metadata: Metadata,
}

#[derive(Debug, Deserialize)]
struct Bin {
    name: String,
}

#[derive(Debug, Deserialize)]
struct Metadata {
    android: QuadApkMetadata,
    #[serde(rename = "hexkick-android")]
    hexkick_android: HexkickAndroid,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct HexkickAndroid {
    page_size: u32,
}

fn manifest() -> Manifest {
    toml::from_str(&read("Cargo.toml")).unwrap_or_else(|e| panic!("Cargo.toml: {e}"))
}

/// Android launcher icon sizes: 48 dp at each density bucket.
const ANDROID_ICON_PX: [(&str, u32); 5] = [
    ("mdpi", 48),
    ("hdpi", 72),
    ("xhdpi", 96),
    ("xxhdpi", 144),
    ("xxxhdpi", 192),
];

#[test]
fn android_metadata_parses_with_the_schema_cargo_quad_apk_reads() {
    let manifest = manifest();
    let android = &manifest.package.metadata.android;
    let package_name = android.package_name.as_deref().unwrap_or_default();
    // cargo-quad-apk loads the native library named by the package name's last part.
    let last = package_name.rsplit('.').next().unwrap_or_default();
    assert!(
        manifest.bin.iter().any(|b| b.name == last),
        "{package_name} names no [[bin]]"
    );
    assert_eq!(android.label.as_deref(), Some("hexkick"));
    assert_eq!(android.android_version, Some(36));
    assert_eq!(android.target_sdk_version, Some(36));
    assert!(
        android
            .min_sdk_version
            .is_some_and(|v| (21..=36).contains(&v))
    );
    assert_eq!(
        android.version_name.as_deref(),
        Some(manifest.package.version.as_str())
    );
    assert!(android.version_code.is_some_and(|c| c >= 1));
    assert_eq!(android.fullscreen, Some(true));
    // The haptic ticks (src/ui/haptics/android.rs) need the vibrator, on every version.
    let permissions = android.permission.as_deref().unwrap_or_default();
    assert!(
        permissions
            .iter()
            .any(|p| p.name == "android.permission.VIBRATE" && p.max_sdk_version.is_none()),
        "{permissions:?}"
    );
    // GLES 3: the cached layers are multisampled render targets, which GLES 2 cannot make.
    assert_eq!(
        (
            android.opengles_version_major,
            android.opengles_version_minor
        ),
        (Some(3), Some(0))
    );
    let mut abis = android.build_targets.clone().unwrap_or_default();
    abis.sort();
    assert_eq!(
        abis,
        [
            "aarch64-linux-android",
            "armv7-linux-androideabi",
            "i686-linux-android",
            "x86_64-linux-android"
        ]
    );
    assert_eq!(
        manifest.package.metadata.hexkick_android.page_size,
        16 * 1024
    );
}

#[test]
fn android_activity_is_exported_rotates_with_the_sensor_and_keeps_the_back_button() {
    let android = manifest().package.metadata.android;
    let activity = android.activity_attributes.unwrap_or_default();
    assert_eq!(
        activity.get("android:exported").map(String::as_str),
        Some("true")
    );
    // fullSensor: portrait and landscape, all four ways round.
    assert_eq!(
        activity
            .get("android:screenOrientation")
            .map(String::as_str),
        Some("fullSensor")
    );
    let application = android.application_attributes.unwrap_or_default();
    assert_eq!(
        application
            .get("android:enableOnBackInvokedCallback")
            .map(String::as_str),
        Some("false")
    );
}

#[test]
fn android_icon_exists_at_every_density_with_its_pixel_size() {
    let android = manifest().package.metadata.android;
    assert_eq!(android.icon.as_deref(), Some("@mipmap/ic_launcher"));
    let res = root().join(android.res.unwrap_or_default());
    for (density, px) in ANDROID_ICON_PX {
        let icon = res
            .join(format!("mipmap-{density}"))
            .join("ic_launcher.png");
        assert_eq!(png_header(&icon), (px, px, 6), "{}", icon.display());
    }
    let assets = android.assets.unwrap_or_default();
    assert!(
        root().join(&assets).is_dir(),
        "assets folder {assets} is missing"
    );
}

// ---- iOS ----------------------------------------------------------------------------------

/// The text of the value that follows `<key>KEY</key>` in a plist, up to the next key.
fn plist_value<'a>(plist: &'a str, key: &str) -> &'a str {
    let marker = format!("<key>{key}</key>");
    let start = plist
        .find(&marker)
        .unwrap_or_else(|| panic!("Info.plist has no {key}"))
        + marker.len();
    let rest = &plist[start..];
    let end = rest.find("<key>").unwrap_or(rest.len());
    rest[..end].trim()
}

#[test]
fn info_plist_names_the_game_its_launch_screen_and_orientations() {
    let plist = read("ios/Info.plist");
    assert_eq!(
        plist_value(&plist, "CFBundleIdentifier"),
        "<string>org.hexkick.hexkick</string>"
    );
    assert_eq!(
        plist_value(&plist, "CFBundleExecutable"),
        "<string>hexkick</string>"
    );
    let version = format!("<string>{}</string>", manifest().package.version);
    assert_eq!(plist_value(&plist, "CFBundleShortVersionString"), version);
    assert_eq!(
        plist_value(&plist, "UILaunchStoryboardName"),
        "<string>LaunchScreen</string>"
    );
    assert!(root().join("ios/LaunchScreen.storyboard").is_file());
    let phone = plist_value(&plist, "UISupportedInterfaceOrientations");
    for orientation in ["Portrait", "LandscapeLeft", "LandscapeRight"] {
        assert!(
            phone.contains(&format!("UIInterfaceOrientation{orientation}<")),
            "{orientation}"
        );
    }
    let tablet = plist_value(&plist, "UISupportedInterfaceOrientations~ipad");
    assert_eq!(tablet.matches("<string>UIInterfaceOrientation").count(), 4);
    assert!(read("ios/hexkick.entitlements").contains("@TEAM_ID@.org.hexkick.hexkick"));
}

#[derive(Debug, Deserialize)]
struct AppIconSet {
    images: Vec<AppIcon>,
}

#[derive(Debug, Deserialize)]
struct AppIcon {
    size: String,
    scale: String,
    filename: String,
}

#[test]
fn every_ios_app_icon_exists_at_its_pixel_size_without_alpha() {
    let dir = root().join("ios/Assets.xcassets/AppIcon.appiconset");
    let json = std::fs::read_to_string(dir.join("Contents.json")).unwrap_or_default();
    let set: AppIconSet =
        serde_json::from_str(&json).unwrap_or_else(|e| panic!("Contents.json: {e}"));
    assert!(
        set.images.iter().any(|i| i.size == "1024x1024"),
        "no App Store icon"
    );
    assert!(
        set.images
            .iter()
            .any(|i| i.size == "60x60" && i.scale == "3x"),
        "no iPhone @3x icon"
    );
    for icon in &set.images {
        let points: f64 = icon
            .size
            .split('x')
            .next()
            .and_then(|s| s.parse().ok())
            .unwrap_or(0.0);
        let scale: f64 = icon.scale.trim_end_matches('x').parse().unwrap_or(0.0);
        let px = (points * scale).round() as u32;
        // iOS rejects icons with an alpha channel: colour type 2 is RGB.
        assert_eq!(
            png_header(&dir.join(&icon.filename)),
            (px, px, 2),
            "{}",
            icon.filename
        );
    }
}

// ---- Web ----------------------------------------------------------------------------------

#[derive(Debug, Deserialize)]
struct WebManifest {
    name: String,
    display: String,
    icons: Vec<WebIcon>,
}

#[derive(Debug, Deserialize)]
struct WebIcon {
    src: String,
    sizes: String,
}

#[test]
fn web_page_has_a_title_an_icon_and_fills_a_phone_screen() {
    let page = read("web/index.html");
    assert!(page.contains("<title>hexkick</title>"));
    assert!(page.contains(r#"name="viewport" content="width=device-width, initial-scale=1"#));
    assert!(
        page.contains("touch-action: none"),
        "the canvas must get every touch"
    );
    assert!(page.contains(r#"href="icon-192.png""#) && page.contains(r#"href="icon-180.png""#));
    // The wasm is fetched and compiled while the page loads, then started by hexkickLoad.
    assert!(page.contains(r#"("hexkick.wasm")"#) && page.contains("hexkickLoad("));
    assert_eq!(png_header(&root().join("web/icon-180.png")), (180, 180, 2));
    let manifest: WebManifest = serde_json::from_str(&read("web/manifest.webmanifest"))
        .unwrap_or_else(|e| panic!("manifest.webmanifest: {e}"));
    assert_eq!(
        (manifest.name.as_str(), manifest.display.as_str()),
        ("hexkick", "fullscreen")
    );
    for icon in manifest.icons {
        let px: u32 = icon
            .sizes
            .split('x')
            .next()
            .and_then(|s| s.parse().ok())
            .unwrap_or(0);
        assert_eq!(
            png_header(&root().join("web").join(&icon.src)),
            (px, px, 6),
            "{}",
            icon.src
        );
    }
}
