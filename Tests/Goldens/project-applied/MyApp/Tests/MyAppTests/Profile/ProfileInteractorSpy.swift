//
//  ProfileInteractorSpy.swift
//  MyApp
//
//  Created by Jane Appleseed on 12/2/26.
//  Copyright © 2026 Acme Inc. All rights reserved.
//

@testable import MyApp

/// The Profile interactor for tests that records the work asked of it.
///
/// For each method you add to the interactor protocol, record the call here, with a settable
/// result for methods that return one, so presenter tests control the business logic.
final class ProfileInteractorSpy: ProfileInteractorProtocol {}
