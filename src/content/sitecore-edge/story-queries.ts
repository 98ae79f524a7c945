/**
 * The stories queries of Experience Edge (spec: shell 7): a page of stories, the story tags and
 * a story's publish info. Named operations, as the other documents in queries.ts.
 */

/** The item id of a path: Edge's `_path` search filter matches ancestor ids, not paths. */
export const storiesRootQuery = /* GraphQL */ `
  query StoriesRoot($path: String!, $language: String!) {
    item(path: $path, language: $language) {
      id
    }
  }
`;

const dateField = `{ value ... on DateField { dateValue formattedDateValue } }`;

/**
 * One page of stories: story-template items below the root, in the language, with any of the
 * wanted tags (the `where` variable holds an OR of "contains" per tag), newest first.
 */
export const storiesQuery = /* GraphQL */ `
query Stories($where: ItemSearchPredicate!, $first: Int!, $after: String) {
  search(where: $where, first: $first, after: $after, orderBy: { name: "date", direction: DESC }) {
    total
    pageInfo { endCursor hasNext }
    results {
      id
      name
      displayName
      url { path }
      date: field(name: "Date") ${dateField}
      title: field(name: "Title") { value }
      premble: field(name: "Premble") { value }
      image: field(name: "Image") { jsonValue }
      tags: field(name: "Tags") { jsonValue }
    }
  }
}`;

/** The children of the site's story tag folder. */
export const storyTagsQuery = /* GraphQL */ `
  query StoryTags($path: String!, $language: String!) {
    item(path: $path, language: $language) {
      children(first: 100) {
        results {
          id
          key: field(name: "Key") {
            value
          }
          value: field(name: "Value") {
            value
          }
        }
      }
    }
  }
`;

const neighbour = `{ ... on LookupField { targetItem { url { path } title: field(name: "Title") { value } } } }`;

/** A story's date and author, and its next and previous articles. */
export const storyPublishInfoQuery = /* GraphQL */ `
query StoryPublishInfo($path: String!, $language: String!) {
  item(path: $path, language: $language) {
    id
    date: field(name: "Date") ${dateField}
    author: field(name: "Author") { value }
    nextArticle: field(name: "NextArticle") ${neighbour}
    previousArticle: field(name: "PreviousArticle") ${neighbour}
  }
}`;
