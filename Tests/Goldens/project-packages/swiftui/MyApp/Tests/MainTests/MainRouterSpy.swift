//
//  MainRouterSpy.swift
//  MyApp
//
//  Created by Jane Appleseed on 12/2/26.
//  Copyright © 2026 Acme Inc. All rights reserved.
//

@testable import Main

/// The Main router for tests that records the navigation asked of it.
///
/// For each method you add to the router protocol, record the call here (a count or the
/// arguments), so presenter tests can check where the screen navigates.
@MainActor
final class MainRouterSpy: MainRouterProtocol {}
