//
//  StoryboardBundles.swift
//  MyApp
//
//  Created by Jane Appleseed on 12/2/26.
//  Copyright © 2026 Acme Inc. All rights reserved.
//

import Foundation

/// Where the wireframes' storyboards are: the app's bundle, or a resource bundle inside it (a
/// package's resources), looked up once per storyboard name rather than on every screen.
@MainActor
public enum StoryboardBundles {
    /// The app's bundle, then the resource bundles inside it; the app's folder is scanned once.
    private static let candidates: [Bundle] = {
        let resourceBundles = Bundle.main.paths(forResourcesOfType: "bundle", inDirectory: nil)
        return [Bundle.main] + resourceBundles.compactMap(Bundle.init(path:))
    }()

    /// The bundles found so far by storyboard name; nil for a name no bundle has.
    private static var found: [String: Bundle?] = [:]

    /// The bundle holding the compiled storyboard `name` (`name.storyboardc`), or nil when the
    /// app has none of that name.
    public static func bundle(containing name: String) -> Bundle? {
        if let bundle = found[name] { return bundle }
        let bundle = candidates.first {
            $0.url(forResource: name, withExtension: "storyboardc") != nil
        }
        found[name] = .some(bundle)
        return bundle
    }
}
