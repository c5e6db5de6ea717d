/// The rule registry: a literal list, which also drives `navlint rules`, `explain`, the
/// SARIF rule table and the documentation.
public enum AllRules {
    public static let rules: [any Rule.Type] = [
        SharedStackAcrossTabsRule.self,
        DestinationInLazyContainerRule.self,
        NestedStackRule.self,
        DuplicateDestinationRule.self,
        DestinationOnPushedScreenRule.self,
        DeprecatedNavigationViewRule.self,
        MixedNavigationContainersRule.self,
        ViewBasedLinkRule.self,
        ButtonWrapsLinkRule.self,
        PathInBodyRule.self,
        RouterNotMainActorRule.self,
        PathMutatedOffMainActorRule.self,
        TabSelectionUnboundRule.self,
        TypedPathMismatchRule.self,
        NonHashablePathValueRule.self,
        NonCodablePathValueRule.self,
        RestorationStoresModelsRule.self,
        RestorationCrashesOnDecodeRule.self,
        UnreachableScreenRule.self,
        UnreachableDestinationRule.self,
        MissingDestinationRule.self,
        NavigationTrapRule.self,
        LinkOutsideStackRule.self,
        ExcessiveDepthRule.self,
        ExplorationTruncatedRule.self,
    ]

    /// Rules of SPEC.md section 3 that need the state-space explorer or deep-link routing,
    /// with the issue that brings them. A test checks this list and `rules` cover the spec.
    public static let pending: [(id: String, issue: Int)] = [
        ("deep-link-only-screen", 4),
        ("broken-deep-link", 5),
        ("deep-link-state-dependent", 5),
        ("deep-link-hidden-by-modal", 5),
        ("deep-link-ambiguous", 5),
    ]

    public static var descriptions: [RuleDescription] { rules.map { $0.description } }

    /// Ids a configuration or an `ignore` list may name.
    public static var knownIDs: Set<String> {
        Set(descriptions.map(\.id)).union(pending.map(\.id))
    }

    public static func description(of id: String) -> RuleDescription? {
        descriptions.first { $0.id == id }
    }
}
