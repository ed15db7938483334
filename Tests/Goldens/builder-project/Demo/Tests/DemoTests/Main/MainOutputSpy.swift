//
//  MainOutputSpy.swift
//  Demo
//
//  Created by Jane Appleseed on 12/2/26.
//  Copyright © 2026 Acme Inc. All rights reserved.
//

@testable import Demo

/// The code that launched the Main module, for tests: records what the module tells it.
final class MainOutputSpy: IMainOutput {
    /// How many times the user left the screen.
    private(set) var leaveCount = 0

    func mainDidLeave() {
        leaveCount += 1
    }
}
