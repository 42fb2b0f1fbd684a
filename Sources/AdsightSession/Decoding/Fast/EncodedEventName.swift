/// An event name at the cursor (just after its opening quote) found by its first eight
/// bytes, then checked whole with its closing quote: the quote is consumed and the name's
/// position in `EventNames.all` returned. Nil, the cursor unchanged, for a name shorter than
/// seven bytes (`init`, `loaded`), one the format does not define, or anything else; the
/// caller then reads the name as a string (`EventNameIndex.match`). Each constant is the
/// little-endian word of the eight bytes in its comment (a test checks them against the
/// names); names sharing those bytes are tried most frequent first.
enum EncodedEventName {
    @inline(always)
    static func match(_ c: inout ByteCursor) -> Int? {
        guard c.i + 8 <= c.n else { return nil }
        switch UInt64(littleEndian: UnsafeRawPointer(c.p + c.i).loadUnaligned(as: UInt64.self)) {
        case 0x6874_6957_7469_6E69: return c.skip("initWithFrame:\"") ? 0 : nil  // "initWith"
        case 0x6765_6C65_4474_6573: return c.skip("setDelegate:\"") ? 2 : nil  // "setDeleg"
        case 0x6975_7165_5274_6573: return c.skip("setRequiredContentSizeIdentifiers:\"") ? 3 : nil  // "setRequi"
        case 0x6572_7275_4374_6573: return c.skip("setCurrentContentSizeIdentifier:\"") ? 4 : nil  // "setCurre"
        case 0x656D_6172_4674_6573: return c.skip("setFrame:\"") ? 5 : nil  // "setFrame"
        case 0x6564_6469_4874_6573: return c.skip("setHidden:\"") ? 6 : nil  // "setHidde"
        case 0x6464_612E_7765_6976: return c.skip("view.add\"") ? 7 : nil  // "view.add"
        case 0x6D65_722E_7765_6976: return c.skip("view.remove\"") ? 8 : nil  // "view.rem"
        case 0x6F4C_7265_6E6E_6162: return c.skip("bannerLoaded\"") ? 9 : nil  // "bannerLo"
        case 0x4674_6E65_7365_7270: return c.skip("presentFromViewController:\"") ? 11 : nil  // "presentF"
        case 0x4974_6E65_7365_7270: return c.skip("presentInView:\"") ? 12 : nil  // "presentI"
        case 0x6142_6C65_636E_6163: return c.skip("cancelBannerViewAction\"") ? 13 : nil  // "cancelBa"
        case 0x6341_6C65_636E_6163: return c.skip("cancelAction\"") ? 14 : nil  // "cancelAc"
        case 0x2265_7361_656C_6572: return c.skip("release\"") ? 15 : nil  // "release\""
        case 0x6956_7265_6E6E_6162:  // "bannerVi"
            if c.skip("bannerViewDidLoadAd:\"") { return 16 }
            if c.skip("bannerView:didFailToReceiveAdWithError:\"") { return 17 }
            if c.skip("bannerViewActionShouldBegin:willLeaveApplication:\"") { return 18 }
            if c.skip("bannerViewActionDidFinish:\"") { return 19 }
            return nil
        case 0x6974_7372_6574_6E69:  // "intersti"
            if c.skip("interstitialAdDidLoad:\"") { return 20 }
            if c.skip("interstitialAdDidUnload:\"") { return 21 }
            if c.skip("interstitialAdActionShouldBegin:willLeaveApplication:\"") { return 23 }
            if c.skip("interstitialAdActionDidFinish:\"") { return 24 }
            if c.skip("interstitialAd:didFailWithError:\"") { return 22 }
            return nil
        case 0x6174_6F52_6C6C_6977: return c.skip("willRotateToInterfaceOrientation:duration:\"") ? 25 : nil  // "willRota"
        case 0x6F2E_6563_6976_6564: return c.skip("device.orientation\"") ? 26 : nil  // "device.o"
        case 0x6C6C_6957_7765_6976:  // "viewWill"
            if c.skip("viewWillAppear:\"") { return 27 }
            if c.skip("viewWillDisappear:\"") { return 28 }
            return nil
        case 0x6172_662E_7765_6976: return c.skip("view.frame\"") ? 29 : nil  // "view.fra"
        case 0x7461_6369_6C70_7061:  // "applicat"
            if c.skip("applicationDidEnterBackground:\"") { return 30 }
            if c.skip("applicationWillEnterForeground:\"") { return 31 }
            return nil
        case 0x7375_6170_2E70_7061: return c.skip("app.pause\"") ? 32 : nil  // "app.paus"
        case 0x7573_6572_2E70_7061: return c.skip("app.resume\"") ? 33 : nil  // "app.resu"
        case 0x6E61_7274_2E70_7061: return c.skip("app.transition\"") ? 34 : nil  // "app.tran"
        case 0x6567_7275_2E70_7061: return c.skip("app.urgent\"") ? 35 : nil  // "app.urge"
        case 0x7265_6C61_2E70_7061: return c.skip("app.alert\"") ? 36 : nil  // "app.aler"
        case 0x7061_742E_7265_7375: return c.skip("user.tap\"") ? 37 : nil  // "user.tap"
        case 0x7369_642E_7265_7375: return c.skip("user.dismiss\"") ? 38 : nil  // "user.dis"
        default: return nil
        }
    }
}
