//
//  ModularAppApp.swift
//  ModularApp
//

import Home
import Settings
import SwiftUI

@main
struct ModularAppApp: App {
    var body: some Scene {
        WindowGroup {
            TabView {
                Tab("Home", systemImage: "house") {
                    HomeView()
                }
                Tab("Settings", systemImage: "gear") {
                    SettingsView()
                }
            }
        }
    }
}
