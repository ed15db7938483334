//
//  MainInteractorSpy.swift
//  Demo
//
//  Created by Jane Appleseed on 12/2/26.
//  Copyright © 2026 Acme Inc. All rights reserved.
//

import Foundation

@testable import Demo

/// The Main interactor for presenter tests, in place of the app's.
///
/// For each method you add to `MainInteractorInputs`, record the call here, so presenter
/// tests can check what the presenter asks of its interactor.
final class MainInteractorSpy: MainInteractorInputs {}
