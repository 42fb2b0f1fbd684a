/// adsight's version: what `adsight --version` prints, the site's footer shows and
/// `summary.json` (`"adsight"`) names. Release tags are `v` + this; `.tools/release`
/// names its archive after it.
public enum AdsightVersion {
    public static let current = "0.1.0"
}
