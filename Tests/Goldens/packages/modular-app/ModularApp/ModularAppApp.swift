//
//  ModularAppApp.swift
//  ModularApp
//

import Home
import Settings
import SwiftUI

@main
struct ModularAppApp: App {
    /// The settings screen, shown from the home screen's toolbar.
    let settings = SettingsView()

    var body: some Scene {
        WindowGroup {
            HomeView()
        }
    }
}
